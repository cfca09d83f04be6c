// A 10,000-row CSV through the dashboards' real import path: the dialog's parser/validator (mfe-dashboards) and
// data-client's importColdLeads (batches of 50 through import_cold_leads), then the same file again (all skipped).
import { importColdLeads } from '@funil/data-client/staff/cold-leads';
import { parseColdLeadCsv } from '@funil/mfe-dashboards/cold-lead-csv';
import type { Measurement } from './report.ts';
import { signInAsStaff, type BenchStack } from './staff-session.ts';

const GROUP = 'CSV import (10,000 rows, parser + batches of 50 through data-client)';

export function generateCsv(rows: number): string {
  const lines = ['country_code,phone_number,formatted_phone,saved_name'];
  for (let i = 0; i < rows; i += 1) {
    const phone = String(31_900_000_000 + i);
    const name = i % 5 === 0 ? '' : `"Contato ${i}, Importado"`;
    lines.push(`55,${phone},+55 ${phone.slice(0, 2)} ${phone.slice(2, 7)}-${phone.slice(7)},${name}`);
  }
  return lines.join('\n');
}

export async function measureCsvImport(options: {
  supabase: BenchStack;
  staff: { email: string; password: string };
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const { supabase, staff, log } = options;
  await signInAsStaff(supabase, staff);
  const csv = generateCsv(10_000);
  const importOnce = async () => {
    const started = performance.now();
    const parsed = parseColdLeadCsv(csv);
    if (!parsed.ok) throw new Error(`CSV rejected: ${parsed.error}`);
    const result = await importColdLeads(parsed.rows, 'iniciante', 3);
    return { ms: performance.now() - started, result, rows: parsed.rows.length };
  };
  const first = await importOnce();
  log(
    `CSV import: ${first.rows} rows in ${(first.ms / 1000).toFixed(2)} s (${first.result.inserted} inserted, ${first.result.skipped} skipped, ${first.result.failed.length} failed)`,
  );
  const again = await importOnce();
  log(
    `CSV import again: ${(again.ms / 1000).toFixed(2)} s (${again.result.inserted} inserted, ${again.result.skipped} skipped)`,
  );
  return [
    {
      group: GROUP,
      name: 'first import, end to end',
      value: first.ms / 1000,
      unit: 's',
      budget: 10,
      comparison: '<=',
      note: `${first.result.inserted} inserted, ${first.result.failed.length} failed`,
    },
    { group: GROUP, name: 'rows inserted', value: first.result.inserted, unit: '', budget: 10_000, comparison: '==' },
    {
      group: GROUP,
      name: 'same file again, end to end',
      value: again.ms / 1000,
      unit: 's',
      budget: 10,
      comparison: '<=',
    },
    {
      group: GROUP,
      name: 'same file again: duplicated rows',
      value: again.result.inserted,
      unit: '',
      budget: 0,
      comparison: '==',
      note: `${again.result.skipped} skipped`,
    },
  ];
}
