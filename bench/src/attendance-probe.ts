// Where a class attendance report's time goes: one local stack, the edge (the site's worker and the attendance worker,
// each on its workerd), then short open-loop phases at one rate, each measuring the answers' p50 / p99 and the CPU each process spent
// (workerd, this process: the load generator, plus the local front end when it is in the path).
//   node scripts/with-local-supabase.ts -- node bench/src/attendance-probe.ts
// PROBE_RATE (reports/s, default 667), PROBE_SECONDS (per phase, default 15), PROBE_VIEWERS (default 20,000),
// PROBE_PHASES (comma-separated: floor, get405, bad400, direct, proxy; `:node` after a phase uses Node's http client
// instead of raw-http-load.ts). get405, bad400 and direct go straight to the attendance worker's workerd, proxy through
// the local front end that routes the path to it.
import { readFileSync, readdirSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { findFreePortBlock } from '@funil/local-supabase/ports';
import { startEdge } from '@funil/edge/local/edge-server';
import { applyNewAttendanceSecret } from '@funil/edge/local/attendance-secret';
import { percentile } from './stats.ts';
import { RawHttpLoad } from './raw-http-load.ts';
import { seedAttendanceClass } from './attendance-fixture.ts';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name}: run under scripts/with-local-supabase.ts`);
  return value;
};
const RATE = Number(process.env.PROBE_RATE ?? 667);
const SECONDS = Number(process.env.PROBE_SECONDS ?? 15);
const VIEWERS = Number(process.env.PROBE_VIEWERS ?? 20_000);
const PHASES = (process.env.PROBE_PHASES ?? 'get405,bad400,direct,proxy').split(',');
const CLIENT = process.env.PROBE_CLIENT ?? 'raw';
const TICKS = Number(process.env.CLK_TCK ?? 100);

/** CPU seconds (user + system) of a process, from /proc. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

function childrenNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.split(') ')[1]!.split(' ')[1]);
      if (comm.startsWith(name) && ppid === process.pid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

async function main() {
  const db = new pg.Client({ connectionString: env('DATABASE_URL') });
  await db.connect();
  const { classId, tokens } = await seedAttendanceClass(db, {
    position: 19,
    title: 'Aula da sonda',
    leadName: 'Sonda',
    viewers: VIEWERS,
  });
  mkdirSync(path.resolve(import.meta.dirname, '../../shell/dist'), { recursive: true });
  const secret = await applyNewAttendanceSecret(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'));
  const edge = await startEdge({
    port: await findFreePortBlock(1),
    remotes: {},
    supabaseUrl: env('SUPABASE_URL'),
    anonKey: env('SUPABASE_ANON_KEY'),
    vars: { ...secret },
  });
  // workerd's floor: a worker that answers 204 at once, on miniflare as the edge runs.
  const miniflarePath = createRequire(path.resolve(import.meta.dirname, '../../edge/package.json')).resolve(
    'miniflare',
  );
  const { Miniflare } = (await import(pathToFileURL(miniflarePath).href)) as {
    Miniflare: new (options: object) => { ready: Promise<URL>; dispose(): Promise<void> };
  };
  const floor = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 204 }); } }',
    port: 0,
  });
  const floorUrl = (await floor.ready).href;
  const workerd = childrenNamed('workerd');
  console.log(`workerd pids ${workerd.join(',')}; ${RATE} reports/s for ${SECONDS} s per phase; load ${loadavg()}`);
  let round = 0;
  for (const named of PHASES) {
    const [phase = named, client = CLIENT] = named.split(':');
    const base = phase === 'proxy' ? edge.url : phase === 'floor' ? floorUrl : edge.attendanceRuntimeUrl;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
    const raw = new RawHttpLoad(base, 128);
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const cpu0 = { workerd: workerd.reduce((s, p) => s + cpuOf(p), 0), self: process.cpuUsage() };
    const wall0 = performance.now();
    const pending: Promise<void>[] = [];
    const total = RATE * SECONDS;
    round += 1;
    for (let i = 0; i < total; i += 1) {
      const scheduled = wall0 + (i * 1000) / RATE;
      const wait = scheduled - performance.now();
      if (wait > 4) await new Promise((resolve) => setTimeout(resolve, wait));
      const viewer = i % VIEWERS;
      const body = phase.endsWith('bad400')
        ? '{"aula":"x"}'
        : JSON.stringify({
            aula: classId,
            sessao: `probe${String(viewer).padStart(17, '0')}`,
            t: tokens[viewer],
            segundos: 30,
            posicao: round * 30,
          });
      if (client === 'raw' && phase !== 'get405') {
        pending.push(
          raw.send(RawHttpLoad.post('/aula/presenca', '127.0.0.1', body)).then((status) => {
            latencies.push(performance.now() - scheduled);
            statuses[status] = (statuses[status] ?? 0) + 1;
          }),
        );
        continue;
      }
      pending.push(
        new Promise<void>((resolve) => {
          const request = http.request(
            new URL('/aula/presenca', base),
            {
              method: phase === 'get405' ? 'GET' : 'POST',
              agent,
              headers:
                phase === 'get405'
                  ? {}
                  : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (response) => {
              response.resume();
              response.on('end', () => {
                latencies.push(performance.now() - scheduled);
                statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1;
                resolve();
              });
            },
          );
          request.on('error', () => {
            statuses.error = (statuses.error ?? 0) + 1;
            resolve();
          });
          request.end(phase === 'get405' ? undefined : body);
        }),
      );
    }
    await Promise.all(pending);
    const wall = (performance.now() - wall0) / 1000;
    const self = process.cpuUsage(cpu0.self);
    const workerdCpu = workerd.reduce((s, p) => s + cpuOf(p), 0) - cpu0.workerd;
    console.log(
      `${phase} (${client} client): ${total} in ${wall.toFixed(1)} s (${(total / wall).toFixed(0)}/s), ${JSON.stringify(statuses)}, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `max ${Math.max(...latencies).toFixed(0)} ms; CPU workerd ${workerdCpu.toFixed(2)} s ` +
        `(${((workerdCpu / total) * 1e6).toFixed(0)} µs/report), this process ${((self.user + self.system) / 1e6).toFixed(2)} s ` +
        `(${((self.user + self.system) / total).toFixed(0)} µs/report); load ${loadavg()}`,
    );
    agent.destroy();
    raw.close();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  await edge.stop();
  await floor.dispose();
  await db.end();
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
