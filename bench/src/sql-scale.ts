// SQL at scale: generated rows in the throwaway database, then the dashboards' queries timed end to end through
// data-client (supabase-js -> gateway -> PostgREST -> PostgreSQL) as staff: median of 5 after a warm-up.
import pg from 'pg';
import { fetchColdLeads, fetchColdLeadStats } from '@funil/data-client/staff/cold-leads';
import { fetchLeadSourceMetrics } from '@funil/data-client/staff/lead-sources';
import { fetchPurchaseLeadStats } from '@funil/data-client/staff/purchase-leads';
import { generateColdLeads, generateLeads, generatePurchaseLeads } from './generate-data.ts';
import { generateCampaignSpend, measureCampaignSpend } from './campaign-spend-scale.ts';
import { measureCheckoutRecovery } from './checkout-recovery-scale.ts';
import type { Measurement } from './report.ts';
import { measureStaffReads, type StaffRead } from './staff-reads.ts';
import { signInAsStaff, type BenchStack } from './staff-session.ts';

const GROUP = 'SQL at scale (through data-client as staff, median of 5)';

export async function measureSqlAtScale(options: {
  supabase: BenchStack;
  staff: { email: string; password: string };
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const { supabase, staff, log } = options;
  const client = new pg.Client({ connectionString: supabase.databaseUrl });
  await client.connect();
  const measurements: Measurement[] = [];
  try {
    let started = performance.now();
    log('generating 1,000,000 leads (3 launches, 30 sources)...');
    await generateLeads(client, 1_000_000);
    log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    log('generating 100,000 purchase leads and 200,000 cold contacts...');
    await generatePurchaseLeads(client, 100_000);
    await generateColdLeads(client, 200_000);
    log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    log('generating 50,000 spend rows and 20,000 sales events (launch 2), rebuilding the UTM summary...');
    await generateCampaignSpend(client);
    log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  await signInAsStaff(supabase, staff);

  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  const isoDate = (d: Date) => d.toISOString().slice(0, 10);
  const cases: StaffRead[] = [
    {
      name: 'lead-source metrics, 1,000,000 leads, all launches',
      budget: 300,
      run: () => fetchLeadSourceMetrics({}),
      check: (v) =>
        `${(v as { total_leads: number }).total_leads} leads, ${(v as { total_sources: number }).total_sources} sources`,
    },
    {
      name: 'lead-source metrics, launch 2, last 30 days',
      budget: 300,
      run: () => fetchLeadSourceMetrics({ lancamento: 2, startDate: isoDate(monthAgo), endDate: isoDate(today) }),
      check: (v) => `${(v as { total_leads: number }).total_leads} leads`,
    },
    {
      name: 'hot-leads stats, 100,000 purchase leads (launch 2)',
      budget: 100,
      run: () => fetchPurchaseLeadStats(2),
      check: (v) => `${(v as { total_leads: number }).total_leads} leads`,
    },
    {
      name: 'cold-leads page with search and exact count, 200,000 contacts',
      budget: 150,
      run: () => fetchColdLeads({ lancamento: 2, search: 'ana' }, { field: 'created_at', ascending: false }, 1, 20),
      check: (v) => `${(v as { total: number }).total} matches`,
    },
    {
      name: 'cold-leads page without search (launch 2, page 50)',
      budget: 150,
      run: () => fetchColdLeads({ lancamento: 2 }, { field: 'created_at', ascending: false }, 50, 20),
      check: (v) => `${(v as { total: number }).total} contacts`,
    },
    {
      name: 'cold-leads stats, 200,000 contacts (launch 2)',
      budget: 150,
      run: () => fetchColdLeadStats({ lancamento: 2 }),
      check: (v) => `${(v as { total_contacts: number }).total_contacts} contacts`,
    },
  ];
  measurements.push(...(await measureStaffReads(cases, { group: GROUP, budget: 100, log })));
  measurements.push(...(await measureCampaignSpend({ databaseUrl: supabase.databaseUrl, log })));
  measurements.push(...(await measureCheckoutRecovery({ databaseUrl: supabase.databaseUrl, log })));
  return measurements;
}
