// The sender worker's two handlers (src/sender-worker.ts, wrangler.sender.jsonc; edge/README.md "Launch e-mail"):
//
// - dispatch (Cron Trigger, every minute): turns due scheduled messages into outbox rows (email_schedule_due), then
//   every EMAIL_POLL_SECONDS reads the due rows per lane (email_due_counts) and starts consumer chains where a lane has
//   work and fewer chains run than it may have: one queue message { lane, slot } per chain started (the EmailPace
//   object keeps the register, so a poll never starts a chain that runs). It sends nothing itself.
// - consume (the lanes' queues): each message is one chain of one lane: it claims and delivers batches of its lane
//   for EMAIL_CONSUMER_SECONDS (bulk: EMAIL_BULK_CONSUMER_SECONDS) at the pace the EmailPace object gives (the
//   provider's rate shared by every consumer, src/email/pace.ts), then hands over to a new message of the same chain
//   when more is due, or ends. A bulk chain ends at its first empty claim; a transactional one polls every second for
//   its whole run (a confirmation never waits for the next cron poll) and ends after a run that found nothing.
//
// Safety: claims are leased in the database (FOR UPDATE SKIP LOCKED), results are reported as soon as the provider
// answered, so a consumer killed mid-batch leaves unsent rows to their lease and at most the messages whose report had
// not landed (one per connection) to be sent again. Retries wait 30 s * 2^(attempts-1) (database), recorded once.
import { connect } from 'cloudflare:sockets';
import { OutboxClient, type DueCounts, type OutboxEnv, type SenderSettings } from './outbox-client.ts';
import { LANES, PaceClient, SlotPacer, type Lane } from './pace.ts';
import { runSender, type SenderDeps } from './sender.ts';
import { senderConfig, type SenderConfig, type SenderEnv } from './sender-config.ts';
import { SmtpConfigError, SmtpSession } from './smtp-client.ts';

export interface ChainMessage {
  lane: Lane;
  slot: number;
}

/** What wrangler.sender.jsonc cannot declare, so `wrangler types` cannot see it: the Worker secrets
 * (`wrangler secret put <name> -c wrangler.sender.jsonc`), the vars scripts/deploy.ts passes with --var, and two
 * overrides whose defaults are the code's (sender-config.ts). */
export interface SenderSecrets extends OutboxEnv {
  SMTP_USERNAME?: string;
  SMTP_PASSWORD?: string;
  SMTP_HELO_NAME?: string;
  EMAIL_LEASE_SECONDS?: string;
}

/** The sender Worker's environment: the generated bindings and vars of wrangler.sender.jsonc (EMAIL_PACE, the global
 * pace; EMAIL_TRANSACTIONAL / EMAIL_BULK, one queue per lane, so a transactional chain never waits for a bulk batch)
 * and the secrets. */
export type SenderWorkerEnv = EmailSenderEnv & SenderSecrets;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function queueOf(env: SenderWorkerEnv, lane: Lane): Queue {
  return lane === 'transactional' ? env.EMAIL_TRANSACTIONAL : env.EMAIL_BULK;
}

/** Chains a lane may have at this rate. */
export function chainsFor(lane: Lane, config: SenderConfig, rate: number): number {
  if (lane === 'transactional') return config.transactionalConsumers;
  return config.bulkConsumers ?? Math.min(50, Math.max(1, Math.ceil(rate / config.chainRate)));
}

/** Rows per claim of one chain: ten seconds of its share of the rate (10..500). */
export function chainBatchSize(lane: Lane, config: SenderConfig, rate: number): number {
  return Math.min(500, Math.max(10, Math.ceil((rate / chainsFor(lane, config, rate)) * 10)));
}

/**
 * Chains to run for `due` rows of a lane. Bulk: one per batch due, up to its chains. Transactional: all of its chains
 * as soon as anything is due: a confirmation burst gets every SMTP session of the lane at once (the pace lets it take
 * any point bulk has not taken), and an idle chain costs one claim a second until its run ends. (Started one by one,
 * as the backlog grew, the second chain came too late: one chain alone kept up with about 13 confirmations a second
 * while a bulk send shared workerd's CPU, and locally a queue's next batch waits for the running one.)
 */
export function chainsWanted(lane: Lane, config: SenderConfig, rate: number, due: number): number {
  if (due <= 0) return 0;
  if (lane === 'transactional') return chainsFor(lane, config, rate);
  return Math.min(chainsFor(lane, config, rate), Math.ceil(due / chainBatchSize(lane, config, rate)));
}

/**
 * Rows of a bulk chain's first two claims in a run. The first: two seconds of its share of the rate (at least one per
 * SMTP session), so its sending starts soon. The second: a part of a full batch that grows with the chain's slot, so
 * the chains of a send, started together, claim their later batches one after the other rather than all at once (a
 * batch lasts about as long for each of them; their claims together loaded the database enough to slow every chain's
 * reports, and so its sending).
 */
export function startBatches(config: SenderConfig, rate: number, slot: number): number[] {
  const full = chainBatchSize('bulk', config, rate);
  const chains = chainsFor('bulk', config, rate);
  const first = Math.min(full, Math.max(config.connections, Math.ceil((rate / chains) * 2)));
  return [first, Math.max(config.connections, Math.ceil((full * ((slot % chains) + 1)) / chains))];
}

/**
 * Slots one chain reserves at a time. Bulk: a quarter of a second of its share of the rate. Transactional: one per
 * SMTP session, what it can use at once (its slots are the earliest free ones; more would be dropped unused when the
 * batch is short, and with them points bulk could have taken).
 */
export function pacerChunk(lane: Lane, config: SenderConfig, rate: number): number {
  if (lane === 'transactional') return config.connections;
  return Math.max(1, Math.ceil(rate / chainsFor(lane, config, rate) / 4));
}

/** How long one run of a chain of `lane` sends before it hands over. */
export const runSeconds = (lane: Lane, config: SenderConfig) =>
  lane === 'bulk' ? config.bulkConsumerSeconds : config.consumerSeconds;

/** The time a chain counts as running without renewal: its own run, one batch past it, and the queue's delay. */
const chainTtlMs = (config: SenderConfig, lane: Lane) => (runSeconds(lane, config) + config.leaseSeconds + 30) * 1000;

function configOrNull(env: SenderEnv): SenderConfig | null {
  try {
    return senderConfig(env);
  } catch (error) {
    console.error(`[email] ${(error as Error).message}`);
    return null;
  }
}

export interface DispatchStats {
  scheduled: number;
  started: Record<Lane, number>;
}

/** The Cron Trigger: schedule, then start chains where work is due, until the invocation's minute is nearly over. */
export async function runDispatch(env: SenderWorkerEnv, scheduledTime: number): Promise<DispatchStats | null> {
  const config = configOrNull(env);
  if (!config) return null;
  const stats: DispatchStats = { scheduled: 0, started: { transactional: 0, bulk: 0 } };
  try {
    const outbox = new OutboxClient(env);
    const pace = new PaceClient(env.EMAIL_PACE);
    const drain = config.tickSeconds === 0;
    const until = scheduledTime + config.tickSeconds * 1000;
    // A drain (tests, bench) stops when nothing is due and no chain runs, at the latest after 15 minutes.
    const drainUntil = Date.now() + 15 * 60_000;
    let lastSchedule = -Infinity;
    for (;;) {
      if (Date.now() - lastSchedule >= 30_000) {
        stats.scheduled += await outbox.scheduleDue();
        lastSchedule = Date.now();
      }
      const settings: SenderSettings = await outbox.settings();
      const due: DueCounts = await outbox.dueCounts();
      for (const lane of LANES) {
        if (due[lane] <= 0) continue;
        const wanted = chainsWanted(lane, config, settings.messages_per_second, due[lane]);
        const slots = await pace.startChains(lane, wanted, chainTtlMs(config, lane));
        for (const slot of slots) await queueOf(env, lane).send({ lane, slot }, { contentType: 'json' });
        stats.started[lane] += slots.length;
      }
      if (drain) {
        if (due.transactional + due.bulk === 0 && (await pace.runningChains()) === 0) break;
        if (Date.now() > drainUntil) break;
      } else if (Date.now() + config.pollSeconds * 1000 >= until) break;
      await sleep(config.pollSeconds * 1000);
    }
    if (stats.scheduled > 0 || stats.started.transactional + stats.started.bulk > 0)
      console.log(
        `[email] scheduled ${stats.scheduled}, consumers started: transactional ${stats.started.transactional}, ` +
          `bulk ${stats.started.bulk}`,
      );
    return stats;
  } catch (error) {
    // PostgrestError messages carry a function name, a status and an SQLSTATE: no secrets.
    console.error(`[email] dispatch failed: ${(error as Error).message}`);
    return stats;
  }
}

function isChainMessage(body: unknown): body is ChainMessage {
  const value = body as Partial<ChainMessage> | null;
  return (
    !!value &&
    (value.lane === 'transactional' || value.lane === 'bulk') &&
    Number.isInteger(value.slot) &&
    (value.slot ?? -1) >= 0
  );
}

/** One chain's run: delivers its lane for EMAIL_CONSUMER_SECONDS (bulk: EMAIL_BULK_CONSUMER_SECONDS), then hands over
 * or ends. */
export async function runChain(
  env: SenderWorkerEnv,
  config: SenderConfig,
  chain: ChainMessage,
  deps: Partial<Pick<SenderDeps, 'openTransport' | 'outbox'>> = {},
): Promise<void> {
  const pace = new PaceClient(env.EMAIL_PACE);
  const outbox = deps.outbox ?? new OutboxClient(env);
  let more = false;
  // A bulk chain ends when its lane is drained. A transactional one keeps polling every second for its whole run and
  // goes on to a new run while its lane had work, so a confirmation is claimed within a second of its registration
  // even between two Cron invocations (each polls for EMAIL_TICK_SECONDS of its minute). Not in a drain
  // (EMAIL_TICK_SECONDS 0: tests, bench), where the dispatch polls until nothing is due and the drain ends with the last
  // message.
  const linger = chain.lane === 'transactional' && config.tickSeconds > 0;
  try {
    const settings = await outbox.settings();
    const rate = settings.messages_per_second;
    const stats = await runSender(
      {
        outbox,
        openTransport:
          deps.openTransport ??
          (() =>
            SmtpSession.open(connect, {
              ...config.smtp,
              heloName: config.smtp.heloName ?? settings.from_email.split('@')[1] ?? settings.message_id_domain,
            })),
        pacer: () =>
          new SlotPacer((count) => pace.reserve(chain.lane, count, rate), pacerChunk(chain.lane, config, rate)),
      },
      {
        lane: chain.lane,
        until: Date.now() + runSeconds(chain.lane, config) * 1000,
        stopWhenIdle: !linger,
        schedule: false,
        pollMs: 1000,
        connections: config.connections,
        leaseSeconds: config.leaseSeconds,
        batchSize: chainBatchSize(chain.lane, config, rate),
        // A bulk chain never stops sending to claim (its next batch is claimed while it sends), its first claim is
        // small and its second staggers it from the other chains (startBatches): the chains of a send start, and hand
        // over, together, and a full claim each kept every session waiting on the database at once. The
        // transactional lane's claims are short and follow its polls.
        // A long bulk run ends when the settings' rate changed: the next one (or the cron's next chains) takes the new
        // rate, its chain count and batch size, instead of this run pacing at the old one until its end.
        ...(chain.lane === 'bulk'
          ? {
              overlapClaims: true,
              startBatches: startBatches(config, rate, chain.slot),
              stopClaiming: async () => (await outbox.settings()).messages_per_second !== rate,
            }
          : {}),
      },
    );
    more = linger ? stats.claimed > 0 : stats.more;
    if (stats.claimed > 0 || stats.reportErrors > 0)
      console.log(
        `[email] ${chain.lane} consumer ${chain.slot}: claimed ${stats.claimed}, sent ${stats.sent}, retry ${stats.retry}, ` +
          `failed ${stats.failed}, unreported ${stats.reportErrors}` +
          (stats.smtpDown ? `; SMTP unreachable: ${stats.smtpDown}` : ''),
      );
  } catch (error) {
    // A configuration fault (the provider refuses our credentials or sender): loud, and the messages stay pending.
    if (error instanceof SmtpConfigError) console.error(`[email] SENDER MISCONFIGURED, nothing sent: ${error.message}`);
    else console.error(`[email] ${chain.lane} consumer ${chain.slot} failed: ${(error as Error).message}`);
  }
  if (more) {
    await pace.renewChain(chain.lane, chain.slot, chainTtlMs(config, chain.lane));
    await queueOf(env, chain.lane).send(chain, { contentType: 'json' });
  } else await pace.endChain(chain.lane, chain.slot);
}

/** The queues' consumer: every message of the batch is a chain, run side by side. */
export async function consumeChains(batch: MessageBatch, env: SenderWorkerEnv): Promise<void> {
  const config = configOrNull(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isChainMessage(message.body) || !config) {
        message.ack();
        return;
      }
      try {
        await runChain(env, config, message.body);
        message.ack();
      } catch (error) {
        // The pace object or the queue did not answer: the queue delivers this chain again.
        console.error(`[email] consumer hand-over failed: ${(error as Error).message}`);
        message.retry();
      }
    }),
  );
}
