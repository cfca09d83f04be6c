// A staff page's read timed as the dashboards make it (through data-client, signed in as staff): one call for its
// answer (described by `check` in the report's note), then the median of 5 after a warm-up.
import type { Measurement } from './report.ts';
import { median, timeRuns } from './stats.ts';

export interface StaffRead {
  name: string;
  /** ms; the group's budget when unset. */
  budget?: number;
  run: () => Promise<unknown>;
  check: (value: unknown) => string;
}

export async function measureStaffReads(
  reads: StaffRead[],
  options: { group: string; budget: number; log: (line: string) => void },
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const read of reads) {
    const sample = await read.run();
    const durations = await timeRuns(read.run, 5, 1);
    const value = median(durations);
    options.log(`${read.name}: ${value.toFixed(1)} ms (${read.check(sample)})`);
    measurements.push({
      group: options.group,
      name: read.name,
      value,
      unit: 'ms',
      budget: read.budget ?? options.budget,
      comparison: '<=',
      note: `${read.check(sample)}; runs ${durations.map((d) => Math.round(d)).join(', ')} ms`,
    });
  }
  return measurements;
}
