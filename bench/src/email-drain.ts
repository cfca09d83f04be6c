// Launch e-mail at scale (BENCH_ONLY=email): a class reminder scheduled for BENCH_EMAIL_LEADS (default 100,000) leads
// and drained by the edge worker's sender on workerd (its Cron Trigger run by hand, one pass that drains what is due)
// into the local catcher (maildev, persisting to a folder so every caught message can be counted from its file).
//   - time to schedule: public.email_schedule_due turning the due reminder into one outbox row per lead;
//   - messages per second: rows sent / wall time of the drain (sender, SMTP, catcher and database on this machine);
//   - lost / duplicated: the outbox's sent rows against the catcher's messages, by Message-ID.
// The sending rate setting is raised for the run (BENCH_EMAIL_RATE, default 1000/s, the setting's maximum) so the figure is the drain's own.
import { mkdtempSync, openSync, readSync, closeSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startScheduledWorker } from '../../edge/local/edge-server.ts';
import type { LocalSupabase } from '../../local-supabase/src/stack.ts';
import { findFreePortBlock } from '../../local-supabase/src/ports.ts';
import { applyEmailSender } from '../../scripts/email-sender-setup.ts';
import { startMailCatcher } from '../../scripts/mail-catcher.ts';
import type { Measurement } from './report.ts';

const LEADS = Number(process.env.BENCH_EMAIL_LEADS ?? 100_000);
const RATE = Number(process.env.BENCH_EMAIL_RATE ?? 1000);

/** The Message-ID header of a caught message, read from the start of its file. */
function messageIdOf(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const head =
      buffer
        .subarray(0, length)
        .toString('utf8')
        .split(/\r?\n\r?\n/)[0] ?? '';
    return /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
  } finally {
    closeSync(fd);
  }
}

export async function measureEmailDrain(options: {
  supabase: LocalSupabase;
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const { supabase, log } = options;
  const group = `Launch e-mail: a class reminder to ${LEADS.toLocaleString('en')} leads, drained into the local catcher (maildev) by the worker's sender on workerd`;
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'bench-mail-'));
  const ports = await findFreePortBlock(2);
  const catcher = await startMailCatcher({ webPort: ports, smtpPort: ports + 1, mailDirectory });
  const db = new pg.Client({ connectionString: supabase.databaseUrl });
  await db.connect();
  const secret = `bench-remetente-${crypto.randomUUID()}`;
  let worker: Awaited<ReturnType<typeof startScheduledWorker>> | null = null;
  try {
    await applyEmailSender(supabase.url, supabase.serviceRoleKey, {
      secret,
      siteUrl: 'https://bench.semanajava.test',
      messagesPerSecond: RATE,
    });
    const lancamento = (await db.query(`select lancamento from public.launches where is_current`)).rows[0].lancamento;
    await db.query(`update private.email_messages set paused = (message_key <> 'class_reminder')`);
    log(`e-mail: inserting ${LEADS} leads`);
    await db.query(
      `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento, pesquisa_hash)
       select 'Lead ' || i, 'bench-email-' || i || '@bench.local', 'want_to_learn', 'iniciante', $1,
              encode(extensions.gen_random_bytes(24), 'hex')
       from generate_series(1, $2) i`,
      [lancamento, LEADS],
    );
    const classId = (
      await db.query(
        `insert into public.launch_classes (lancamento, position, title, starts_at, live_url)
         values ($1, 20, 'Aula do bench', now() + interval '50 minutes', 'https://live.bench/aula') returning id`,
        [lancamento],
      )
    ).rows[0].id as number;

    log('e-mail: scheduling (email_schedule_due)');
    const scheduleStarted = performance.now();
    const response = await fetch(`${supabase.url}/rest/v1/rpc/email_schedule_due`, {
      method: 'POST',
      headers: {
        apikey: supabase.anonKey,
        authorization: `Bearer ${supabase.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_secret: secret }),
    });
    if (!response.ok) throw new Error(`email_schedule_due: ${response.status} ${await response.text()}`);
    const scheduled = (await response.json()) as number;
    const scheduleMs = performance.now() - scheduleStarted;
    log(`e-mail: ${scheduled} rows scheduled in ${Math.round(scheduleMs)} ms; draining`);

    worker = await startScheduledWorker({
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: supabase.anonKey,
      EMAIL_SENDER_SECRET: secret,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(catcher.smtpPort),
      SMTP_SECURITY: 'none',
      SMTP_USERNAME: '',
      SMTP_PASSWORD: '',
      SMTP_CONNECTIONS: '3',
      EMAIL_TICK_SECONDS: '0',
    });
    const drainStarted = performance.now();
    const left = async () =>
      Number(
        (
          await db.query(
            `select count(*) as n from private.email_outbox where class_id = $1 and status in ('pending', 'sending')`,
            [classId],
          )
        ).rows[0].n,
      );
    // One pass drains what is due; another picks up what a failed pass left (retries made due at once).
    for (let pass = 0; pass < 5 && (await left()) > 0; pass += 1) {
      if (pass > 0)
        await db.query(
          `update private.email_outbox set next_attempt_at = now() where class_id = $1 and status = 'pending'`,
          [classId],
        );
      await worker.runScheduled();
    }
    const drainMs = performance.now() - drainStarted;

    const statuses = new Map<string, number>(
      (
        await db.query(
          `select status, count(*)::int as n from private.email_outbox where class_id = $1 group by status`,
          [classId],
        )
      ).rows.map((row: { status: string; n: number }) => [row.status, row.n]),
    );
    const sentIds = new Set<string>(
      (
        await db.query(`select message_id from private.email_outbox where class_id = $1 and status = 'sent'`, [classId])
      ).rows.map((row: { message_id: string }) => row.message_id),
    );
    const files = readdirSync(mailDirectory).filter((name) => name.endsWith('.eml'));
    const caught = files.map((name) => messageIdOf(path.join(mailDirectory, name)));
    const caughtUnique = new Set(caught);
    const lost = [...sentIds].filter((id) => !caughtUnique.has(id)).length + (scheduled - sentIds.size);
    const duplicated = caught.length - caughtUnique.size;
    const stray = [...caughtUnique].filter((id) => !sentIds.has(id)).length;
    const sent = statuses.get('sent') ?? 0;
    log(
      `e-mail: ${sent} sent in ${Math.round(drainMs)} ms; caught ${caught.length}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    return [
      { group, name: 'rows scheduled', value: scheduled, unit: '', budget: LEADS, comparison: '==' },
      { group, name: 'time to schedule (email_schedule_due)', value: Math.round(scheduleMs), unit: 'ms' },
      { group, name: 'drain wall time', value: Math.round(drainMs), unit: 'ms' },
      {
        group,
        name: 'messages per second',
        value: Math.round((sent / drainMs) * 1000 * 10) / 10,
        unit: 'msg/s',
        note: `3 SMTP sessions; rate setting ${RATE}/s; the catcher parses and stores every message on this machine too`,
      },
      {
        group,
        name: 'lost (scheduled - sent, + sent not caught)',
        value: lost,
        unit: '',
        budget: 0,
        comparison: '==',
        note: `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      },
      {
        group,
        name: 'duplicated (same Message-ID caught twice)',
        value: duplicated,
        unit: '',
        budget: 0,
        comparison: '==',
      },
      { group, name: 'caught but not sent per the outbox', value: stray, unit: '', budget: 0, comparison: '==' },
    ];
  } finally {
    await worker?.stop();
    await db.end();
    await catcher.stop();
    rmSync(mailDirectory, { recursive: true, force: true });
  }
}
