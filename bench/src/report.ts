// The benchmark report: every measurement with its figure, its budget and pass/fail, as Markdown and JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Comparison = '<=' | '>=' | '==';

export interface Measurement {
  group: string;
  name: string;
  value: number;
  unit: string;
  budget?: number;
  comparison?: Comparison;
  /** e.g. the ratio to the static reference, or the runs' spread. */
  note?: string;
}

export function passes(m: Measurement): boolean | null {
  if (m.budget === undefined || m.comparison === undefined || Number.isNaN(m.value))
    return m.budget === undefined ? null : false;
  if (m.comparison === '<=') return m.value <= m.budget;
  if (m.comparison === '>=') return m.value >= m.budget;
  return m.value === m.budget;
}

function format(value: number, unit: string): string {
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'ms' || unit === 'KB') return `${value.toFixed(value < 10 ? 2 : 0)} ${unit}`;
  if (unit === 's') return `${value.toFixed(2)} s`;
  if (unit === '') return Number.isInteger(value) ? String(value) : value.toFixed(3);
  return `${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`;
}

export function renderMarkdown(measurements: Measurement[], context: Record<string, string>): string {
  const lines = ['# Benchmark report', ''];
  for (const [key, value] of Object.entries(context)) lines.push(`- ${key}: ${value}`);
  lines.push('');
  const groups = [...new Set(measurements.map((m) => m.group))];
  for (const group of groups) {
    lines.push(`## ${group}`, '', '| measurement | figure | budget | result | note |', '|---|---|---|---|---|');
    for (const m of measurements.filter((item) => item.group === group)) {
      const verdict = passes(m);
      const budget = m.budget === undefined ? '' : `${m.comparison} ${format(m.budget, m.unit)}`;
      const result = verdict === null ? '' : verdict ? 'pass' : '**FAIL**';
      lines.push(`| ${m.name} | ${format(m.value, m.unit)} | ${budget} | ${result} | ${m.note ?? ''} |`);
    }
    lines.push('');
  }
  const failed = measurements.filter((m) => passes(m) === false);
  lines.push(`${measurements.length} measurements, ${failed.length} over budget.`, '');
  return lines.join('\n');
}

export function writeReport(dir: string, measurements: Measurement[], context: Record<string, string>): string {
  mkdirSync(dir, { recursive: true });
  const markdown = renderMarkdown(measurements, context);
  writeFileSync(path.join(dir, 'report.md'), markdown);
  writeFileSync(
    path.join(dir, 'report.json'),
    JSON.stringify({ context, measurements: measurements.map((m) => ({ ...m, pass: passes(m) })) }, null, 2),
  );
  return markdown;
}
