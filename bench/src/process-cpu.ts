// CPU seconds of processes, from /proc (Linux): the bench states what the measured server and its own load generator
// spent, since both share the machine's cores.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of the given processes (0 for one that is gone). */
export function cpuSecondsOf(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // gone
    }
  }
  return total;
}

/** The workerd processes this process started (miniflare spawns workerd as a child). */
export function workerdChildren(): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (name.startsWith('workerd') && parent === process.pid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}
