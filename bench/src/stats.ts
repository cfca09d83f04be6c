// Small statistics helpers for the benchmark (no timing assertions anywhere: figures go to the report).

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Runs `work` `times` times (after `warmup` unmeasured runs) and returns each duration in ms. */
export async function timeRuns(work: () => Promise<unknown>, times: number, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await work();
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return durations;
}
