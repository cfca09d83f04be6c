// Campaign spend at scale: 50,000 spend rows (500 ads x 100 days) and 20,000 sales events in launch 2 on
// top of the SQL-at-scale data (1,000,000 leads), then
//   - the page's queries through data-client as staff (budget 100 ms): the figures of the launch
//     (campaign_spend_report) and the revenue per source / campaign (checkout_revenue_by_utm), from the summary tables;
//   - revenue per campaign before / after: the first version's scan (20251123400000_checkout_events.sql's function, copied
//     into a bench schema from that migration's text) against the summary-backed function, both in SQL on the same data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fetchCampaignSpendReport } from '@funil/data-client/staff/campaign-spend';
import { fetchRevenueByUtm } from '@funil/data-client/staff/checkout';
import type { Measurement } from './report.ts';
import { measureStaffReads, type StaffRead } from './staff-reads.ts';
import { median, timeRuns } from './stats.ts';

const SPEND_LAUNCH = 2;
const MIGRATION = path.resolve(import.meta.dirname, '../../supabase/migrations/20251123400000_checkout_events.sql');

/**
 * 500 ads (10 campaigns named like the generated leads' utm_campaign 'campanha_N', so 1,000,000 leads join them by
 * name; 5 ad sets each; 10 ads each) x 100 days = 50,000 spend rows; 20,000 purchase leads carrying the ads' `name|id`
 * UTM values (a quarter by names only), each sold by one approved checkout event. Inserted with triggers on (the
 * summary follows them as in production); then the summary is rebuilt once, because the SQL-at-scale generator
 * inserts its purchase leads with triggers off.
 */
export async function generateCampaignSpend(client: pg.Client): Promise<void> {
  await client.query(`
    insert into public.ad_spend (lancamento, platform, day, campaign_name, campaign_id, ad_set_name, ad_set_id, ad_name,
      ad_id, spend, impressions, clicks)
    select ${SPEND_LAUNCH}, 'meta', current_date - d, 'campanha_' || c, '12021450000000' || lpad(c::text, 4, '0'),
           'Conjunto ' || c || '-' || s, '120214500' || lpad((c * 10 + s)::text, 9, '0'),
           'Anúncio ' || a, '1202145000' || lpad((c * 100 + s * 10 + a)::text, 9, '0'),
           round((20 + (c * 7 + s * 3 + a * 5 + d) % 400)::numeric + 0.37, 2), 1000 + (c + s + a + d) % 9000, 10 + (a + d) % 90
    from generate_series(0, 9) c, generate_series(0, 4) s, generate_series(0, 9) a, generate_series(0, 99) d`);
  await client.query(`
    insert into public.purchase_leads (name, email, lancamento, utm_source, utm_campaign, utm_medium, utm_content, status,
      created_at)
    select 'Comprador Anúncio ' || g, 'scale-sale-' || g || '@bench.local', ${SPEND_LAUNCH}, 'FB',
           case when g % 4 = 0 then 'campanha_' || c else 'campanha_' || c || '|12021450000000' || lpad(c::text, 4, '0') end,
           case when g % 4 = 0 then 'Conjunto ' || c || '-' || s else 'Conjunto ' || c || '-' || s || '|120214500' || lpad((c * 10 + s)::text, 9, '0') end,
           case when g % 4 = 0 then 'Anúncio ' || a else 'Anúncio ' || a || '|1202145000' || lpad((c * 100 + s * 10 + a)::text, 9, '0') end,
           'VENDIDO', now() - ((g % 90) || ' days')::interval
    from (select g, g % 10 as c, (g / 10) % 5 as s, (g / 50) % 10 as a from generate_series(1, 20000) g) x`);
  await client.query(`
    insert into public.checkout_events (event_id, event, event_at, transaction, buyer_email, price, currency, payload,
      purchase_lead_id, matched_by, lancamento)
    select 'scale-sale-' || p.id, 'PURCHASE_APPROVED', p.created_at + interval '2 hours', 'HPSCALE' || p.id, p.email,
           case when p.id % 2 = 0 then 997 else 497 end, 'BRL', '{}', p.id, 'tracking', p.lancamento
    from public.purchase_leads p where p.email like 'scale-sale-%'`);
  await client.query('select private.rebuild_utm_counts()');
  // The spend summaries were written by the import's triggers: analysed as autovacuum would within a minute.
  await client.query(
    'analyze public.ad_spend, private.ad_spend_ads, private.ad_spend_days, public.purchase_leads, public.checkout_events',
  );
}

/** The issue-21 function (a scan of leads and purchase leads), copied from its migration into schema bench_scan. */
async function installScanFunction(client: pg.Client): Promise<void> {
  const text = readFileSync(MIGRATION, 'utf8');
  const start = text.indexOf('create or replace function public.checkout_revenue_by_utm(');
  const end = text.indexOf('\n$$;', start);
  if (start < 0 || end < 0) throw new Error('checkout_revenue_by_utm not found in the issue-21 migration');
  const body = text
    .slice(start, end + 4)
    .replace('public.checkout_revenue_by_utm(', 'bench_scan.checkout_revenue_by_utm(')
    .replace('perform private.require_staff();', '');
  await client.query('create schema if not exists bench_scan');
  await client.query(body);
}

const GROUP = 'Campaign spend at scale (1,000,000 leads, 20,000 sales events, 50,000 spend rows)';

export async function measureCampaignSpend(options: {
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const { databaseUrl, log } = options;
  const measurements: Measurement[] = [];
  const cases: StaffRead[] = [
    {
      name: `campaign spend report (drill-down, days, unexplained), launch ${SPEND_LAUNCH}`,
      run: () => fetchCampaignSpendReport(SPEND_LAUNCH),
      check: (v) => {
        const r = v as Awaited<ReturnType<typeof fetchCampaignSpendReport>>;
        return `${r.spend_rows} spend rows, ${r.campaigns.length} campaigns, ${r.totals.leads} leads and ${r.totals.sales} sales explained, ${r.days.length} days`;
      },
    },
    {
      name: `revenue per campaign (checkout_revenue_by_utm), launch ${SPEND_LAUNCH}`,
      run: () => fetchRevenueByUtm('campaign', { lancamento: SPEND_LAUNCH }),
      check: (v) => {
        const r = v as Awaited<ReturnType<typeof fetchRevenueByUtm>>;
        return `${r.rows.length} campaigns, ${r.totals.leads} leads, ${r.totals.sales} sales`;
      },
    },
    {
      name: 'revenue per source (checkout_revenue_by_utm), all launches',
      run: () => fetchRevenueByUtm('source', {}),
      check: (v) => {
        const r = v as Awaited<ReturnType<typeof fetchRevenueByUtm>>;
        return `${r.rows.length} sources, ${r.totals.leads} leads, ${r.totals.sales} sales`;
      },
    },
  ];
  measurements.push(
    ...(await measureStaffReads(cases, {
      group: `${GROUP}, through data-client as staff, median of 5`,
      budget: 100,
      log,
    })),
  );

  // Before / after in SQL (superuser, same data): the issue-21 scan against the summary-backed function.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await installScanFunction(client);
    // The summary-backed function checks the staff role: act as the bench's staff user in a transaction.
    const staff = await client.query<{ user_id: string }>('select user_id::text from private.staff limit 1');
    const claims = JSON.stringify({ sub: staff.rows[0]!.user_id, role: 'authenticated' });
    const asStaff = async (sql: string) => {
      await client.query('begin');
      try {
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        await client.query(sql);
      } finally {
        await client.query('rollback');
      }
    };
    const pairs: { name: string; args: string }[] = [
      { name: `revenue per campaign, launch ${SPEND_LAUNCH}`, args: `'campaign', ${SPEND_LAUNCH}` },
      { name: 'revenue per campaign, all launches', args: `'campaign', null` },
      {
        name: 'revenue per source, all launches, last 30 days',
        args: `'source', null, current_date - 30, current_date`,
      },
    ];
    for (const pair of pairs) {
      const before = await client.query(`select bench_scan.checkout_revenue_by_utm(${pair.args}) as r`);
      let after: unknown = null;
      await client.query('begin');
      try {
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        after = (await client.query(`select public.checkout_revenue_by_utm(${pair.args}) as r`)).rows[0].r;
      } finally {
        await client.query('rollback');
      }
      const same = JSON.stringify(before.rows[0].r) === JSON.stringify(after);
      const beforeRuns = await timeRuns(
        () => client.query(`select bench_scan.checkout_revenue_by_utm(${pair.args})`),
        5,
        1,
      );
      const afterRuns = await timeRuns(() => asStaff(`select public.checkout_revenue_by_utm(${pair.args})`), 5, 1);
      log(
        `${pair.name}: before ${median(beforeRuns).toFixed(1)} ms (scan), after ${median(afterRuns).toFixed(1)} ms (summary); same answer: ${same}`,
      );
      const group = `${GROUP}: revenue per source/campaign before (a scan of the events) and after (summary), SQL only, median of 5`;
      measurements.push({
        group,
        name: `${pair.name}: before (scan)`,
        value: median(beforeRuns),
        unit: 'ms',
        note: `runs ${beforeRuns.map((d) => Math.round(d)).join(', ')} ms`,
      });
      measurements.push({
        group,
        name: `${pair.name}: after (summary)`,
        value: median(afterRuns),
        unit: 'ms',
        budget: 100,
        comparison: '<=',
        note: `${same ? 'same JSON as the scan' : 'DIFFERS from the scan'}; runs ${afterRuns.map((d) => Math.round(d)).join(', ')} ms (incl. begin/set_config/rollback)`,
      });
    }
    await client.query('drop schema bench_scan cascade');
  } finally {
    await client.end();
  }
  return measurements;
}
