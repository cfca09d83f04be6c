// Launch e-mail at scale (BENCH_ONLY=email): one scheduled message (a class reminder) to BENCH_EMAIL_LEADS
// (default 100,000) leads, delivered by the sender worker on workerd (its cron, its two lane queues, its EmailPace
// object: edge/local/edge-server.ts `startSender`) into a bare SMTP sink (smtp-sink.ts, its own process: maildev
// cannot hold 100,000 messages) with the rate set to BENCH_EMAIL_RATE (default 200/s). While it drains, visitors
// register at BENCH_EMAIL_CONFIRM_RATE (20/s) for BENCH_EMAIL_CONFIRM_SECONDS (60 s), each from a loopback address of
// its own, and their confirmations are timed from the registration's answer to the confirmation's arrival in the sink
// (found by the outbox row's Message-ID: the visitors get the class reminder too). Counted in the sink: messages per
// second (never above the rate), lost (the run's reminder rows not sent, or sent and not caught), duplicated (a
// Message-ID caught twice), strays (caught, but not this run's). Before it, the same at the default rate (10/s) with
// BENCH_EMAIL_DEFAULT_LEADS (default 1,000); then the time to drain 10,000 / 100,000 / 1,000,000 recipients at both
// rates from the measured pace.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { startSender, type SenderServer } from '@funil/edge/local/edge-server';
import type { LocalSupabase } from '@funil/local-supabase/stack';
import { findFreePortBlock } from '@funil/local-supabase/ports';
import { applyEmailSender } from '@funil/edge/local/email-sender-setup';
import type { Measurement } from './report.ts';
import type { SinkStats } from './smtp-sink.ts';
import { BENCH_CLASS_POSITIONS } from './class-positions.ts';

const LEADS = Number(process.env.BENCH_EMAIL_LEADS ?? 100_000);
const RATE = Number(process.env.BENCH_EMAIL_RATE ?? 200);
const CONFIRM_RATE = Number(process.env.BENCH_EMAIL_CONFIRM_RATE ?? 20);
const CONFIRM_SECONDS = Number(process.env.BENCH_EMAIL_CONFIRM_SECONDS ?? 60);
const DEFAULT_RATE = 10;
const DEFAULT_LEADS = Number(process.env.BENCH_EMAIL_DEFAULT_LEADS ?? 1000);
/** BENCH_EMAIL_PROFILE=1: the database's time per function during each drain (track_functions), in the log. */
const PROFILE = process.env.BENCH_EMAIL_PROFILE === '1';

interface Sink {
  stats(): Promise<SinkStats>;
  smtpPort: number;
  stop(): void;
}

async function startSink(): Promise<Sink> {
  const port = await findFreePortBlock(2);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './src/ts-resolve.ts', 'src/smtp-sink.ts', String(port), String(port + 1)],
    { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`smtp sink exited (${code})`)));
  });
  return {
    smtpPort: port,
    stats: async () => (await (await fetch(`http://127.0.0.1:${port + 1}/stats`)).json()) as SinkStats,
    stop: () => child.kill(),
  };
}

/**
 * POST from a loopback address of its own: the local gateway replaces any X-Forwarded-For with the socket's peer (as the
 * production proxy does), so a crowd of visitors is a crowd of source addresses (TOOLCHAIN.md, "Load tests").
 */
function postFrom(
  url: URL,
  localAddress: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface DrainResult {
  /** The class reminder's rows for this run's own leads (other leads of the launch are refused at send time). */
  scheduled: number;
  drainMs: number;
  sent: number;
  maxPerSecond: number;
  sustained: number;
  /** This run's reminder rows (its leads and the visitors who registered during it) not sent or not caught. */
  lost: number;
  duplicatedIds: number;
  statuses: Record<string, number>;
  /** Messages the sink caught that are neither this run's reminders nor its confirmations (must be 0). */
  strays: number;
  /** Registration -> the confirmation's arrival in the sink, ms. */
  confirmations: number[];
  /** Registrations whose confirmation was not caught (held back ones included). */
  confirmationsLost: number;
  /** Confirmations held back by the abuse caps (skipped with client_cap / site_budget): should be 0 here. */
  confirmationsHeldBack: number;
}

async function drainOnce(options: {
  supabase: LocalSupabase;
  db: pg.Client;
  log: (line: string) => void;
  leads: number;
  rate: number;
  confirmRate: number;
  confirmSeconds: number;
  position: number;
}): Promise<DrainResult> {
  const { supabase, db, log, leads, rate } = options;
  const sink = await startSink();
  const secret = `bench-remetente-${crypto.randomUUID()}`;
  let sender: SenderServer | null = null;
  let restoreConsent: (() => Promise<unknown>) | null = null;
  let endClass: (() => Promise<unknown>) | null = null;
  try {
    await applyEmailSender(supabase.url, supabase.serviceRoleKey, {
      secret,
      siteUrl: 'https://bench.semanajava.test',
      messagesPerSecond: rate,
    });
    const lancamento = (await db.query(`select lancamento from public.launches where is_current`)).rows[0].lancamento;
    await db.query(
      `update private.email_messages set paused = (message_key not in ('class_reminder', 'registration_confirmation'))`,
    );
    await db.query(`update private.email_outbox set status = 'skipped', skip_reason = 'expired', link_token = null
                    where status in ('pending', 'sending')`);
    const tag = `bench-email-${options.position}`;
    log(`e-mail: inserting ${leads} leads (rate ${rate}/s)`);
    await db.query(
      `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash)
       select 'Lead ' || i, $3 || '-' || i || '@bench.local', 'want_to_learn', 'iniciante', $1,
              encode(extensions.gen_random_bytes(24), 'hex')
       from generate_series(1, $2) i`,
      [lancamento, leads, tag],
    );
    // Only these leads get this class's reminder: the launch's other leads lose their consent for the run (given back
    // at the end).
    const others = (
      await db.query(
        `update public.leads_lancamento set consent_given = false
         where lancamento = $1 and consent_given and email not like $2 || '-%' returning id`,
        [lancamento, tag],
      )
    ).rows.map((row: { id: number }) => row.id);
    restoreConsent = () =>
      db.query(`update public.leads_lancamento set consent_given = true where id = any($1::bigint[])`, [others]);
    const classId = (
      await db.query(
        `insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
         values ($1, $2, 'Aula do bench', now() + interval '50 minutes', 'https://live.bench/aula') returning id`,
        [lancamento, options.position],
      )
    ).rows[0].id as number;
    // After the run its class is over: its reminder is no longer due, so the next run's leads do not get it too (they
    // would, the sender's scheduling adds a reminder for every lead of the launch while it is due).
    endClass = () =>
      db.query(`update public.launch_classes set starts_at = now() - interval '1 day' where id = $1`, [classId]);
    const rpc = (fn: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${supabase.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: {
          apikey: supabase.anonKey,
          authorization: `Bearer ${supabase.anonKey}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const scheduledResponse = await rpc('email_schedule_due', { p_secret: secret });
    if (!scheduledResponse.ok) throw new Error(`email_schedule_due: ${scheduledResponse.status}`);
    const scheduled = (await scheduledResponse.json()) as number;
    // The launch's other leads (an earlier run's, and in a full bench the million the SQL part adds) lost their consent
    // for this run: their rows are set aside now, with the reason the send-time check would record, instead of being
    // refused one claim at a time during the drain (hundreds of thousands of them kept a full run's drain at a few
    // refusals a second for hours, and what is measured is the drain of this run's recipients).
    const setAside = (
      await db.query(
        `update private.email_outbox o set status = 'skipped', skip_reason = 'no_consent', link_token = null
         from public.leads_lancamento l
         where l.id = o.lead_id and o.class_id = $1 and o.status = 'pending'
           and l.email not like $2 || '-%' and l.email not like $3 || '-%'`,
        [classId, tag, `bench-confirm-${options.position}`],
      )
    ).rowCount;
    log(
      `e-mail: ${scheduled} rows scheduled (every lead of the launch), ${setAside} of the launch's other leads set aside (no consent for this run); draining`,
    );

    if (PROFILE) {
      await db.query(`alter system set track_functions = 'all'`);
      await db.query(`select pg_reload_conf()`);
      await db.query(`select pg_stat_reset()`);
    }
    sender = await startSender({
      supabaseUrl: supabase.url,
      anonKey: supabase.anonKey,
      mail: { smtpPort: sink.smtpPort, senderSecret: secret },
      vars: { EMAIL_TICK_SECONDS: '0', EMAIL_POLL_SECONDS: '1' },
    });
    const started = Date.now();
    log(`e-mail: drain started at ${started}`);
    const drain = sender.runScheduled();

    // Registrations at confirmRate/s (open loop), each from its own client address (127.0.x.y: the gateway takes the
    // socket's peer, never a header, so a header would make them all one client and the per-client cap would hold
    // their confirmations back).
    const registeredAt = new Map<string, number>();
    const registrations: Promise<void>[] = [];
    const count = Math.round(options.confirmRate * options.confirmSeconds);
    if (count > 0) await new Promise((resolve) => setTimeout(resolve, 5000)); // the bulk send under way first
    const confirmStart = Date.now();
    const registerUrl = new URL('/rest/v1/rpc/register_lead', supabase.url);
    for (let i = 0; i < count; i += 1) {
      const at = confirmStart + (i * 1000) / options.confirmRate;
      const wait = at - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const email = `bench-confirm-${options.position}-${i}@bench.local`;
      registrations.push(
        postFrom(
          registerUrl,
          `127.0.${10 + (i % 200)}.${1 + (Math.floor(i / 200) % 250)}`,
          {
            apikey: supabase.anonKey,
            authorization: `Bearer ${supabase.anonKey}`,
            'content-type': 'application/json',
          },
          JSON.stringify({
            p_name: `Visitante ${i}`,
            p_email: email,
            p_whatsapp: `119${String(10_000_000 + i).slice(-8)}`,
            p_programming_experience: 'want_to_learn',
          }),
        ).then(
          (response) => {
            if (response.status >= 200 && response.status < 300) registeredAt.set(email, Date.now());
            else log(`e-mail: registration refused ${response.status} ${response.text.slice(0, 120)}`);
          },
          (error: unknown) => log(`e-mail: registration failed: ${String(error)}`),
        ),
      );
    }
    await Promise.all(registrations);
    await drain;
    const drainMs = Date.now() - started;
    if (PROFILE) {
      // Stats reach the shared view within a second of each transaction's end.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const functions = (
        await db.query(
          `select schemaname || '.' || funcname as name, calls, round(total_time::numeric) as total_ms,
                  round(self_time::numeric) as self_ms
           from pg_stat_user_functions order by total_time desc limit 15`,
        )
      ).rows as { name: string; calls: string; total_ms: string; self_ms: string }[];
      for (const row of functions)
        log(`e-mail profile: ${row.name}: ${row.calls} calls, ${row.total_ms} ms total, ${row.self_ms} ms self`);
    }

    const stats = await sink.stats();
    const caught = new Set(stats.messageIds);
    // This run's reminder rows: its own leads' and those of the visitors who registered during it (they are leads of
    // the launch too; the sender's periodic scheduling adds their reminder while the send drains). Other leads of the
    // launch (an earlier run's) lost their consent for this run: their rows are refused at send time, not counted.
    const rows = (
      await db.query(
        `select o.status, o.message_id, (l.email like $2 || '-%') as own
         from private.email_outbox o join public.leads_lancamento l on l.id = o.lead_id
         where o.class_id = $1 and (l.email like $2 || '-%' or l.email like $3 || '-%')`,
        [classId, tag, `bench-confirm-${options.position}`],
      )
    ).rows as { status: string; message_id: string; own: boolean }[];
    const statuses: Record<string, number> = {};
    for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    const sentRows = rows.filter((row) => row.status === 'sent');
    const lost = rows.filter((row) => row.status !== 'sent' || !caught.has(row.message_id)).length;
    const ownScheduled = rows.filter((row) => row.own).length;
    // Confirmations: the registration_confirmation row of each visitor, found in the sink by its Message-ID.
    const confirmationRows = (
      await db.query(
        `select o.to_email, o.status, o.skip_reason, o.message_id from private.email_outbox o
         where o.message_key = 'registration_confirmation' and o.to_email like $1 || '-%'`,
        [`bench-confirm-${options.position}`],
      )
    ).rows as { to_email: string; status: string; skip_reason: string | null; message_id: string }[];
    const confirmationOf = new Map(confirmationRows.map((row) => [row.to_email, row]));
    const confirmations: number[] = [];
    let confirmationsLost = 0;
    for (const [email, at] of registeredAt) {
      const arrived = stats.watched[confirmationOf.get(email)?.message_id ?? ''];
      if (arrived === undefined) confirmationsLost += 1;
      else confirmations.push(arrived - at);
    }
    const confirmationsHeldBack = confirmationRows.filter(
      (row) => row.skip_reason === 'client_cap' || row.skip_reason === 'site_budget',
    ).length;
    for (const line of drainTimeline(stats, started, new Set(confirmationRows.map((row) => row.message_id)))) log(line);
    const caughtReminders = sentRows.filter((row) => caught.has(row.message_id)).length;
    const strays = stats.total - stats.duplicatedMessageIds - caughtReminders - confirmations.length;
    const seconds = Object.entries(stats.perSecond).sort((a, b) => Number(a[0]) - Number(b[0]));
    const maxPerSecond = Math.max(0, ...seconds.map(([, n]) => n));
    // The sustained pace: messages over the seconds between the first and the last one caught.
    const span = seconds.length > 1 ? Number(seconds.at(-1)![0]) - Number(seconds[0]![0]) + 1 : 1;
    const sustained = stats.total / span;
    log(
      `e-mail: rate ${rate}/s: ${ownScheduled} reminders of the run's leads + ${rows.length - ownScheduled} of visitors; ` +
        `${sentRows.length} sent in ${Math.round(drainMs / 1000)} s; sink ${stats.total} ` +
        `(max ${maxPerSecond}/s, sustained ${sustained.toFixed(1)}/s); lost ${lost}; duplicated ${stats.duplicatedMessageIds}; ` +
        `strays ${strays}; confirmations p50 ${percentile(confirmations, 50)} ms, p99 ${percentile(confirmations, 99)} ms, ` +
        `lost ${confirmationsLost}, held back ${confirmationsHeldBack}; statuses ${JSON.stringify(statuses)}`,
    );
    return {
      scheduled: ownScheduled,
      drainMs,
      sent: sentRows.length,
      maxPerSecond,
      sustained,
      lost,
      duplicatedIds: stats.duplicatedMessageIds,
      statuses,
      strays,
      confirmations,
      confirmationsLost,
      confirmationsHeldBack,
    };
  } finally {
    await sender?.stop();
    sink.stop();
    await restoreConsent?.();
    await endClass?.();
  }
}

/** Seconds of the drain's start and end the timeline shows one by one. */
const TIMELINE_START_SECONDS = Number(process.env.BENCH_EMAIL_TIMELINE_START ?? 90);
const TIMELINE_END_SECONDS = Number(process.env.BENCH_EMAIL_TIMELINE_END ?? 30);

/**
 * The sink's counts second by second from the drain's start (the cron invocation) for its first
 * TIMELINE_START_SECONDS and its last TIMELINE_END_SECONDS, bulk and confirmations apart (a confirmation is known by
 * its outbox row's Message-ID; the sink keeps the arrival of every message to a visitor), then per minute: where the
 * drain ran below the pace's ceiling. One line per 10 s: `t+30 s: 178 180 ...` (bulk) and `(c 4 3 ...)`.
 */
export function drainTimeline(stats: SinkStats, startedMs: number, confirmationIds: ReadonlySet<string>): string[] {
  const origin = Math.floor(startedMs / 1000);
  const total = new Map<number, number>();
  for (const [second, count] of Object.entries(stats.perSecond)) total.set(Number(second) - origin, count);
  const confirmations = new Map<number, number>();
  for (const [id, at] of Object.entries(stats.watched))
    if (confirmationIds.has(id)) {
      const second = Math.floor(at / 1000) - origin;
      confirmations.set(second, (confirmations.get(second) ?? 0) + 1);
    }
  const last = Math.max(0, ...total.keys());
  const lines: string[] = [];
  const row = (from: number, to: number) => {
    const bulk: number[] = [];
    const confirm: number[] = [];
    for (let t = from; t < to && t <= last; t += 1) {
      const c = confirmations.get(t) ?? 0;
      bulk.push((total.get(t) ?? 0) - c);
      confirm.push(c);
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    lines.push(
      `e-mail timeline t+${from} s: bulk ${bulk.join(' ')} (${sum(bulk)})` +
        (sum(confirm) > 0 ? `; confirmations ${confirm.join(' ')} (${sum(confirm)})` : ''),
    );
  };
  const startEnd = Math.min(TIMELINE_START_SECONDS, last + 1);
  for (let t = 0; t < startEnd; t += 10) row(t, Math.min(t + 10, startEnd));
  const endFrom = Math.max(startEnd, last + 1 - TIMELINE_END_SECONDS);
  for (let t = endFrom; t <= last; t += 10) row(t, Math.min(t + 10, last + 1));
  const minutes: string[] = [];
  for (let minute = 0; minute * 60 <= last; minute += 1) {
    let sum = 0;
    for (let t = minute * 60; t < (minute + 1) * 60; t += 1) sum += total.get(t) ?? 0;
    minutes.push(String(sum));
  }
  lines.push(`e-mail timeline per minute from the drain's start (all messages): ${minutes.join(' ')}`);
  return lines;
}

function drainTime(recipients: number, perSecond: number): string {
  const seconds = recipients / perSecond;
  return seconds < 3600 ? `${Math.round(seconds / 60)} min` : `${(seconds / 3600).toFixed(1)} h`;
}

export async function measureEmailDrain(options: {
  supabase: LocalSupabase;
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const { supabase } = options;
  const db = new pg.Client({ connectionString: supabase.databaseUrl });
  await db.connect();
  try {
    // The default rate first: the reminder of each run goes to every lead of the launch (the earlier run's refused at
    // send time), so the small run first keeps the large one from spending its drain refusing the other's rows.
    const slow = await drainOnce({
      ...options,
      db,
      leads: DEFAULT_LEADS,
      rate: DEFAULT_RATE,
      confirmRate: 0,
      confirmSeconds: 0,
      position: BENCH_CLASS_POSITIONS.emailDefaultRate,
    });
    const fast = await drainOnce({
      ...options,
      db,
      leads: LEADS,
      rate: RATE,
      confirmRate: CONFIRM_RATE,
      confirmSeconds: CONFIRM_SECONDS,
      position: BENCH_CLASS_POSITIONS.emailLaunchScale,
    });
    const measurements: Measurement[] = [];
    for (const [result, rate, leads] of [
      [fast, RATE, LEADS],
      [slow, DEFAULT_RATE, DEFAULT_LEADS],
    ] as const) {
      const group = `Launch e-mail: a class reminder to ${leads.toLocaleString('en')} leads at ${rate}/s, by the sender worker on workerd (queues + pace object) into a bare SMTP sink`;
      measurements.push(
        {
          group,
          name: "reminder rows of the run's leads",
          value: result.scheduled,
          unit: '',
          budget: leads,
          comparison: '==',
        },
        {
          group,
          name: 'drain wall time',
          value: Math.round(result.drainMs / 1000),
          unit: 's',
          ...(rate === RATE && leads === 100_000 ? { budget: 600, comparison: '<=' as const } : {}),
        },
        {
          group,
          name: 'messages per second (sustained, at the sink)',
          value: Math.round(result.sustained * 10) / 10,
          unit: 'msg/s',
        },
        {
          group,
          name: 'most messages in one second (at the sink)',
          value: result.maxPerSecond,
          unit: 'msg/s',
          budget: rate,
          comparison: '<=',
        },
        {
          group,
          name: "lost (the run's reminder rows not sent, + sent not caught)",
          value: result.lost,
          unit: '',
          budget: 0,
          comparison: '==',
          note: `statuses ${JSON.stringify(result.statuses)}`,
        },
        {
          group,
          name: 'duplicated (Message-ID caught twice)',
          value: result.duplicatedIds,
          unit: '',
          budget: 0,
          comparison: '==',
        },
        {
          group,
          name: "caught but not this run's (another run's rows)",
          value: result.strays,
          unit: '',
          budget: 0,
          comparison: '==',
        },
        {
          group,
          name: 'time to drain 10,000 / 100,000 / 1,000,000 recipients at this pace',
          value: Math.round(10_000 / result.sustained),
          unit: 's',
          note: `${drainTime(10_000, result.sustained)} / ${drainTime(100_000, result.sustained)} / ${drainTime(1_000_000, result.sustained)}`,
        },
      );
      if (result.confirmations.length + result.confirmationsLost > 0)
        measurements.push(
          {
            group,
            name: `confirmations of registrations at ${CONFIRM_RATE}/s during the drain: p99 registration -> sink`,
            value: Math.round(percentile(result.confirmations, 99)),
            unit: 'ms',
            budget: 30_000,
            comparison: '<=',
            note: `p50 ${Math.round(percentile(result.confirmations, 50))} ms, max ${Math.round(Math.max(...result.confirmations))} ms, ${result.confirmations.length} caught`,
          },
          {
            group,
            name: `confirmations of registrations at ${CONFIRM_RATE}/s during the drain: p50 registration -> sink`,
            value: Math.round(percentile(result.confirmations, 50)),
            unit: 'ms',
          },
          {
            group,
            name: 'confirmations lost (registered, not caught)',
            value: result.confirmationsLost,
            unit: '',
            budget: 0,
            comparison: '==',
            note: `held back by the abuse caps: ${result.confirmationsHeldBack}`,
          },
        );
    }
    return measurements;
  } finally {
    await db.end();
  }
}
