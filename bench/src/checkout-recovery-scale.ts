// Checkout recovery at scale: on top of the SQL-at-scale data (1,000,000 leads), launch 2 receives 20,000
// abandoned checkouts of registered leads (5,000 of them paid an hour later) and 5,000 printed boletos, followed up
// as the webhook does (the recovery e-mails written, the paid buyers' pending ones skipped); then
//   - the closers' queue and the recovery report through data-client as staff (budget 100 ms, median of 5);
//   - the closers' queue before / after in SQL on the same data: the scan of 20261127400100 (every recoverable event
//     of the launch, settlement tested per buyer, then the 200 newest; copied from that migration's text into a bench
//     schema) against the kept items of 20261128500000;
//   - the webhook in SQL: record_checkout_event for an abandonment and for an approval of a buyer with pending
//     recovery e-mails (p50 / p95 of 50 each, round trip to the local database).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fetchRecoveryQueue, fetchRecoveryReport } from '@funil/data-client/staff/checkout-recovery';
import type { Measurement } from './report.ts';
import { measureStaffReads, type StaffRead } from './staff-reads.ts';
import { median, percentile, timeRuns } from './stats.ts';

const LAUNCH = 2;
const ABANDONED = 20_000;
const BILLETS = 5_000;
const SECRET = 'bench-checkout-recovery-secret-with-more-than-32-characters';
const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations');
const OLD_QUEUE = path.join(MIGRATIONS, '20261127400100_closers_queue.sql');
const OLD_REPORT = path.join(MIGRATIONS, '20261127400300_recovery_report.sql');

/** A function as an earlier migration defined it, created in schema bench_scan (for a before / after on one data set). */
async function installOld(client: pg.Client, file: string, signature: string): Promise<void> {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`create or replace function ${signature}`);
  const end = text.indexOf('\n$$;', start);
  if (start < 0 || end < 0) throw new Error(`${signature} not found in ${path.basename(file)}`);
  await client.query(text.slice(start, end + 4).replace(signature, signature.replace('private.', 'bench_scan.')));
}

/** Leads g = 3k - 2 of generateLeads are launch 2's ('scale-{g}@bench.local'). */
export async function generateCheckoutRecovery(client: pg.Client): Promise<{ outbox: number; open: number }> {
  await client.query(`
    insert into public.checkout_events (event_id, event, event_at, buyer_email, buyer_name, buyer_phone, offer_code,
      price, currency, payment_type, payment_expires_at, installments, payload, lancamento, lead_id, lead_matched_by)
    select 'scale-rec-' || k, case when k <= ${ABANDONED} then 'PURCHASE_OUT_OF_SHOPPING_CART' else 'PURCHASE_BILLET_PRINTED' end,
           now() - ((k % 4320) || ' minutes')::interval, l.email, l.name, l.whatsapp, null,
           case when k <= ${ABANDONED} then null else 997 end, 'BRL',
           case when k <= ${ABANDONED} then null else 'BILLET' end,
           case when k <= ${ABANDONED} then null else now() + interval '3 days' - ((k % 4320) || ' minutes')::interval end,
           1, '{}', ${LAUNCH}, l.id, 'email'
    from generate_series(1, ${ABANDONED + BILLETS}) k
    join public.leads_lancamento l on l.email = 'scale-' || (3 * k - 2) || '@bench.local'
    order by k`);
  await client.query(`
    insert into public.checkout_events (event_id, event, event_at, transaction, buyer_email, price, currency,
      payment_type, installments, payload, lancamento, lead_id, lead_matched_by)
    select 'scale-rec-paid-' || e.event_id, 'PURCHASE_APPROVED', e.event_at + interval '1 hour', 'HPREC' || e.id,
           e.buyer_email, 997, 'BRL', 'CREDIT_CARD', 1, '{}', e.lancamento, e.lead_id, 'email'
    from public.checkout_events e
    where e.event_id like 'scale-rec-%' and e.event = 'PURCHASE_OUT_OF_SHOPPING_CART'
      and substr(e.event_id, 11)::int % 4 = 0
    order by e.id`);
  // As the webhook does after each insert, in arrival order (the approvals skip what their buyer had pending).
  const ids = await client.query<{ id: string }>(
    `select id::text from public.checkout_events where event_id like 'scale-rec-%' order by id`,
  );
  for (let i = 0; i < ids.rows.length; i += 2_000) {
    await client.query('select private.follow_up_checkout_event(x::bigint) from unnest($1::text[]) x', [
      ids.rows.slice(i, i + 2_000).map((r) => r.id),
    ]);
  }
  await client.query('analyze public.checkout_events, private.email_outbox, private.checkout_recovery_items');
  const counts = await client.query<{ outbox: number; open: number }>(`
    select (select count(*)::int from private.email_outbox where message_key like 'recovery\\_%' and lancamento = ${LAUNCH}) as outbox,
           (select count(*)::int from private.checkout_recovery_items where lancamento = ${LAUNCH} and open_event_id is not null) as open`);
  return counts.rows[0]!;
}

const GROUP =
  'Checkout recovery at scale (1,000,000 leads; launch 2: 20,000 abandoned checkouts, 5,000 paid, 5,000 boletos)';

export async function measureCheckoutRecovery(options: {
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const { databaseUrl, log } = options;
  const measurements: Measurement[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    log(
      `generating ${ABANDONED.toLocaleString('en')} abandoned checkouts and ${BILLETS.toLocaleString('en')} boletos (launch ${LAUNCH}), with their recovery e-mails...`,
    );
    const generated = await generateCheckoutRecovery(client);
    log(
      `  ${((performance.now() - started) / 1000).toFixed(1)} s: ${generated.outbox} recovery e-mails, ${generated.open} open queue items`,
    );

    const cases: StaffRead[] = [
      {
        name: `closers' queue (checkout_recovery_queue, the 200 newest), launch ${LAUNCH}`,
        run: () => fetchRecoveryQueue(LAUNCH),
        check: (v) => `${(v as unknown[]).length} items of ${generated.open} open`,
      },
      {
        name: `recovery report against the holdout (checkout_recovery_report), launch ${LAUNCH}`,
        run: () => fetchRecoveryReport(LAUNCH),
        check: (v) => {
          const r = v as Awaited<ReturnType<typeof fetchRecoveryReport>>;
          const abandoned = r.sequences.find((s) => s.sequence === 'abandoned');
          return `abandoned: ${abandoned?.messaged.buyers} messaged, ${abandoned?.holdout.buyers} held out`;
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

    // Before / after in SQL, on the same data: the queue's 200 newest open items (every event scanned, then the kept
    // items) and the report's cases (case by case, then set-based); each pair must give the same rows.
    await client.query('create schema if not exists bench_scan');
    await installOld(client, OLD_QUEUE, 'private.checkout_recovery_open(');
    await installOld(client, OLD_REPORT, 'private.checkout_recovery_cases(');
    const cases_ = `select sequence, buyer_email, holdout, recovered, revenue from %s(${LAUNCH}) order by 1, 2`;
    const pairs: { name: string; before: [string, string]; after: [string, string] }[] = [
      {
        name: `closers' queue, 200 newest of ${generated.open} open items`,
        before: [
          'every recoverable event scanned',
          `select id from bench_scan.checkout_recovery_open(${LAUNCH}) limit 200`,
        ],
        after: ['the kept items', `select id from private.checkout_recovery_open(${LAUNCH}, 200)`],
      },
      {
        name: 'recovery report cases (checkout_recovery_cases)',
        before: ['case by case', cases_.replace('%s', 'bench_scan.checkout_recovery_cases')],
        after: ['set-based', cases_.replace('%s', 'private.checkout_recovery_cases')],
      },
    ];
    for (const pair of pairs) {
      const rows: string[] = [];
      for (const [label, sql] of [pair.before, pair.after] as const) {
        let last = '';
        const durations = await timeRuns(
          async () => {
            last = JSON.stringify((await client.query(sql)).rows);
          },
          5,
          1,
        );
        rows.push(last);
        const value = median(durations);
        log(`${pair.name} in SQL, ${label}: ${value.toFixed(1)} ms`);
        measurements.push({
          group: `${GROUP}, in SQL, median of 5`,
          name: `${pair.name}, ${pair.before[0] === label ? 'before' : 'after'}: ${label}`,
          value,
          unit: 'ms',
          note: `runs ${durations.map((d) => Math.round(d)).join(', ')} ms`,
        });
      }
      if (rows[0] !== rows[1]) throw new Error(`${pair.name}: before and after give different rows`);
    }

    // The webhook, in SQL (superuser; the secret set as the service role would).
    await client.query(`set role service_role; select public.set_checkout_webhook_secret('${SECRET}'); reset role`);
    const offer = await client.query<{ off: string }>(
      `select private.url_param(checkout_url_beginners, 'off') as off from public.launches where lancamento = ${LAUNCH}`,
    );
    const event = (k: number, kind: 'abandon' | 'approve') => ({
      eventId: `scale-hook-${kind}-${k}`,
      event: kind === 'abandon' ? 'PURCHASE_OUT_OF_SHOPPING_CART' : 'PURCHASE_APPROVED',
      eventAt: new Date().toISOString(),
      transaction: kind === 'abandon' ? null : `HPHOOK${k}`,
      buyerEmail: `scale-${3 * k - 2}@bench.local`,
      buyerName: 'Pessoa',
      buyerPhone: null,
      offerCode: offer.rows[0]?.off ?? null,
      price: kind === 'abandon' ? null : 997,
      currency: 'BRL',
      paymentType: kind === 'abandon' ? null : 'CREDIT_CARD',
      installments: 1,
      payload: {},
    });
    for (const kind of ['abandon', 'approve'] as const) {
      const durations: number[] = [];
      // Buyers with an open abandonment and pending recovery e-mails (k not a multiple of 4: not paid before).
      for (let i = 0; i < 50; i += 1) {
        const k = 101 + i * 4;
        const t0 = performance.now();
        await client.query('select public.record_checkout_event($1, $2::jsonb)', [
          SECRET,
          JSON.stringify(event(k, kind)),
        ]);
        durations.push(performance.now() - t0);
      }
      const p50 = percentile(durations, 50);
      log(`webhook ${kind}: p50 ${p50.toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms`);
      measurements.push({
        group: `${GROUP}, in SQL, 50 calls`,
        name: `webhook: ${kind === 'abandon' ? 'abandonment (matching + recovery e-mails written)' : 'approval (matching + pending recovery e-mails skipped)'}, p50`,
        value: p50,
        unit: 'ms',
        note: `p95 ${percentile(durations, 95).toFixed(1)} ms`,
      });
    }
  } finally {
    await client.end();
  }
  return measurements;
}
