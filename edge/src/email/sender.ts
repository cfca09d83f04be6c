// The launch e-mail sender's delivery loop (docs/email.md, edge/README.md "Launch e-mail"): one run of it is one queue
// consumer chain of one lane (src/email/consumer.ts). It claims batches of its lane (a lease, FOR UPDATE SKIP LOCKED in
// the database), renders and delivers each row on up to `connections` SMTP sessions at the pace it is given (the
// global EmailPace object in the worker, src/email/pace.ts), and
// reports each result as soon as the provider answered (while the session sends the next one), so a sender killed
// mid-batch leaves only unsent rows behind, plus at most the last one or two of each session whose report had not
// landed: their lease runs out and the next run sends them with the same Message-ID (harmless to receivers).
// Between batches it polls the outbox every `pollMs` until `until`, so a confirmation leaves within seconds although
// a Cron Trigger fires once a minute. Logs carry counts and SMTP replies without addresses, never links or tokens.
import { launchMessage } from './launch-message.ts';
import type { ClaimedEmail, EmailResult, SenderSettings } from './outbox-client.ts';
import type { Lane, Pacer } from './pace.ts';
import { SmtpConfigError, SmtpError } from './smtp-client.ts';

export interface MailTransport {
  readonly usable: boolean;
  /** Sends one message; resolves with the provider's own id of it when the provider gave one. */
  send(from: string, to: string, message: string): Promise<string | null | void>;
  close(): Promise<void>;
}

export interface SenderOutbox {
  settings(): Promise<SenderSettings>;
  scheduleDue(): Promise<number>;
  claim(limit: number, leaseSeconds: number, lane?: Lane): Promise<ClaimedEmail[]>;
  report(results: EmailResult[]): Promise<unknown>;
}

export interface SenderDeps {
  outbox: SenderOutbox;
  openTransport(): Promise<MailTransport>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Row -> message on the wire (default launch-message.ts). */
  compose?: (item: ClaimedEmail, settings: SenderSettings) => Promise<string>;
  /** The pace of this run (default: a RateLimiter of its own at the settings' rate). */
  pacer?: (settings: SenderSettings) => Pacer;
}

export interface SenderOptions {
  /** Keep polling for new rows until this time (ms since epoch); full batches are claimed back to back until then. */
  until: number;
  /** Claim full batches back to back past `until` too, until nothing is due (a one-pass drain: tests, bench). */
  drain?: boolean;
  /** Between two empty polls (default 5000). */
  pollMs?: number;
  /** SMTP sessions in parallel (default 2; a Worker may hold 6 connections at once, PostgREST calls included). */
  connections?: number;
  /** Lease of a claimed batch (default 120 s). */
  leaseSeconds?: number;
  /** Claim this many seconds of sending at the settings' rate per batch (default 10; 1..500 rows). */
  batchSeconds?: number;
  /** Stops between two messages, leaving the batch's other claimed rows to their lease: how the tests kill a sender. */
  signal?: AbortSignal;
  /** Claim only this lane (default: both, transactional first). */
  lane?: Lane;
  /** Rows per claim (default `batchSeconds` of sending at the settings' rate). */
  batchSize?: number;
  /** Stop at the first claim that finds nothing due, instead of polling until `until`. */
  stopWhenIdle?: boolean;
  /** Turn due scheduled messages into rows before each claim (default true; the split sender's cron does it). */
  schedule?: boolean;
  /**
   * Claim the next batch as soon as the current one starts being sent, when the run goes on claiming (default false):
   * the run holds at most two batches. Without it every claim is a pause in the run's sending, and chains that started
   * together claim together: every SMTP session of the sender waited on the database at once, and the pace's slots of
   * those moments went unused. A killed run leaves both batches' unsent rows to their lease.
   */
  overlapClaims?: boolean;
  /** Checked before each claim after the first: true ends the run's claiming (a bulk chain: the rate changed). */
  stopClaiming?: () => Promise<boolean>;
  /** Rows of the run's first claims, in order (each at most the batch size); the later claims are full batches. A small
   * first one puts the run's first message out sooner (a claim's time grows with its rows). */
  startBatches?: readonly number[];
}

export interface SenderStats {
  scheduled: number;
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  /** Results the database did not take (the row is sent again after its lease, with the same Message-ID). */
  reportErrors: number;
  /** The SMTP server was unreachable (cleaned reason) during this run. */
  smtpDown: string | null;
  /** The last claim found rows: more is probably due. */
  more: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** At most `rate` messages per second over the whole run, all sessions together (one run alone: tests). */
export class RateLimiter implements Pacer {
  private next = 0;
  constructor(
    private readonly rate: number,
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  async take(): Promise<void> {
    const interval = 1000 / Math.max(this.rate, 0.001);
    const time = this.now();
    const slot = Math.max(time, this.next);
    this.next = slot + interval;
    if (slot > time) await this.sleep(slot - time);
  }
}

/**
 * The run's reports, grouped: one report call in flight at a time, carrying every result that came in while the
 * previous call was in flight (from any of the run's connections). A connection still reports each result before it
 * reports its next one (sender loop below), so what a crash can leave unreported is what it was before, at most one
 * message per connection; the database gets one call per round trip instead of one per message (the
 * per-message calls were most of the database's work in a bulk send).
 */
export class ReportGroups {
  #waiting: { result: EmailResult; done: (taken: boolean) => void }[] = [];
  #inFlight = false;
  private readonly send: (results: EmailResult[]) => Promise<unknown>;

  constructor(send: (results: EmailResult[]) => Promise<unknown>) {
    this.send = send;
  }

  /** Resolves true when the database took the result, false when the call failed (the row waits for its lease). */
  report(result: EmailResult): Promise<boolean> {
    return new Promise((done) => {
      this.#waiting.push({ result, done });
      this.#next();
    });
  }

  #next(): void {
    if (this.#inFlight || this.#waiting.length === 0) return;
    const group = this.#waiting.splice(0);
    this.#inFlight = true;
    void this.send(group.map((item) => item.result)).then(
      () => this.#settle(group, true),
      () => this.#settle(group, false),
    );
  }

  #settle(group: { done: (taken: boolean) => void }[], taken: boolean): void {
    this.#inFlight = false;
    for (const item of group) item.done(taken);
    this.#next();
  }
}

function failureReason(error: unknown): { temporary: boolean; reason: string } {
  if (error instanceof SmtpError) return { temporary: error.temporary, reason: error.message };
  return { temporary: true, reason: 'falha inesperada no envio' };
}

interface Connection {
  transport: MailTransport | null;
}

export async function runSender(deps: SenderDeps, options: SenderOptions): Promise<SenderStats> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const compose = deps.compose ?? ((item, settings) => launchMessage(item, settings));
  const pollMs = options.pollMs ?? 5000;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const stats: SenderStats = {
    scheduled: 0,
    claimed: 0,
    sent: 0,
    retry: 0,
    failed: 0,
    reportErrors: 0,
    smtpDown: null,
    more: false,
  };
  const aborted = () => options.signal?.aborted ?? false;

  const settings = await deps.outbox.settings();
  const batchSize = Math.min(
    500,
    Math.max(1, Math.ceil(options.batchSize ?? settings.messages_per_second * (options.batchSeconds ?? 10))),
  );
  const limiter = deps.pacer?.(settings) ?? new RateLimiter(settings.messages_per_second, now, sleep);
  const connections: Connection[] = Array.from({ length: Math.max(1, options.connections ?? 2) }, () => ({
    transport: null,
  }));

  const reports = new ReportGroups((results) => deps.outbox.report(results));
  const report = async (result: EmailResult) => {
    if (await reports.report(result)) {
      if (result.outcome === 'sent') stats.sent += 1;
      else if (result.outcome === 'temporary' || result.outcome === 'unsent') stats.retry += 1;
      else stats.failed += 1;
    } else stats.reportErrors += 1;
  };

  /** Sends one row on a lane; a connection that cannot be opened marks the run's SMTP as down. */
  let configFault: SmtpConfigError | null = null;
  const sendOne = async (
    lane: Connection,
    item: ClaimedEmail,
    down: { reason: string | null },
  ): Promise<EmailResult> => {
    let message: string;
    try {
      message = await compose(item, settings);
    } catch (error) {
      const reason =
        (error as Error).message === 'invalid address' ? 'endereço de e-mail inválido' : 'mensagem não montada';
      return { id: item.id, outcome: 'permanent', error: reason };
    }
    try {
      if (!lane.transport?.usable) {
        await lane.transport?.close();
        lane.transport = null;
        lane.transport = await deps.openTransport();
      }
    } catch (error) {
      down.reason = failureReason(error).reason;
      if (error instanceof SmtpConfigError) configFault = error;
      return { id: item.id, outcome: configFault ? 'unsent' : 'temporary', error: down.reason };
    }
    try {
      const providerId = await lane.transport.send(settings.from_email, item.to_email, message);
      return { id: item.id, outcome: 'sent', ...(providerId ? { provider_message_id: providerId } : {}) };
    } catch (error) {
      const failure = failureReason(error);
      // The provider refused us, not this recipient (credentials, sender address): the row goes back untouched and
      // the run stops loudly.
      if (error instanceof SmtpConfigError) {
        configFault = error;
        down.reason = failure.reason;
        return { id: item.id, outcome: 'unsent', error: failure.reason };
      }
      return { id: item.id, outcome: failure.temporary ? 'temporary' : 'permanent', error: failure.reason };
    }
  };

  /** `sending` runs once, when the batch's first message is taken (overlapClaims). */
  const deliver = async (batch: ClaimedEmail[], sending?: () => void): Promise<string | null> => {
    const down: { reason: string | null } = { reason: null };
    let next = 0;
    await Promise.all(
      connections.slice(0, batch.length).map(async (lane) => {
        // A result is reported while the connection sends its next message (one report in flight per connection),
        // and every report has landed before the connection stops.
        let reporting: Promise<void> | null = null;
        while (next < batch.length && down.reason === null && !aborted()) {
          const item = batch[next++]!;
          if (next === 1) sending?.();
          await limiter.take();
          const result = await sendOne(lane, item, down);
          await reporting;
          reporting = report(result);
        }
        await reporting;
      }),
    );
    // The server is unreachable: the rest of the batch goes back to the outbox now (a temporary failure each), rather
    // than waiting for the lease. Not after an abort: a killed sender reports nothing more.
    if (down.reason !== null && !aborted())
      for (const item of batch.slice(next))
        await report({ id: item.id, outcome: configFault ? 'unsent' : 'temporary', error: down.reason });
    return down.reason;
  };

  let claims = 0;
  const claim = async (limit: number): Promise<ClaimedEmail[]> => {
    claims += 1;
    if (claims > 1 && (await options.stopClaiming?.())) return [];
    if (options.schedule ?? true) stats.scheduled += await deps.outbox.scheduleDue();
    return deps.outbox.claim(limit, leaseSeconds, options.lane);
  };
  const goesOn = () => options.drain || now() < options.until;
  // The next batch, claimed while the current one is sent (overlapClaims). A run stopped with it in hand (an abort, a
  // failure) leaves its rows to their lease.
  let ahead: Promise<ClaimedEmail[]> | null = null;
  const startBatches = (options.startBatches ?? []).map((rows) => Math.min(batchSize, Math.max(1, Math.ceil(rows))));
  const limitOf = (claim: number) => startBatches[claim] ?? batchSize;
  try {
    for (;;) {
      if (aborted()) break;
      const batch = await (ahead ?? claim(limitOf(claims)));
      ahead = null;
      stats.claimed += batch.length;
      const sending =
        options.overlapClaims && batch.length > 0
          ? () => {
              if (!goesOn() || aborted()) return;
              const next = claim(limitOf(claims));
              // Awaited once the current batch is sent (its failure is then the run's, as a claim's always was);
              // meanwhile a failure is not an unhandled rejection.
              next.catch(() => undefined);
              ahead = next;
            }
          : undefined;
      const down = batch.length > 0 ? await deliver(batch, sending) : null;
      if (down !== null) stats.smtpDown = down;
      if (down !== null && ahead !== null && !aborted()) {
        // The batch claimed ahead goes back as the current one's rest did (above), not to wait for its lease.
        const back: ClaimedEmail[] = await ahead;
        ahead = null;
        stats.claimed += back.length;
        for (const item of back)
          await report({ id: item.id, outcome: configFault ? 'unsent' : 'temporary', error: down });
      }
      if (configFault) throw configFault;
      if (aborted()) break;
      // A claim that came back with rows is followed by another one at once, full or not: a short batch does not mean
      // the lane is drained (the claim skips rows the send-time checks refuse, such as leads without consent, and
      // returns only the others; new rows arrive meanwhile). Only an empty claim waits `pollMs` (or ends the run).
      const more = batch.length > 0 && down === null;
      stats.more = more;
      // A batch claimed ahead is sent, even past `until` (its rows are leased to this run).
      if (more && (ahead !== null || goesOn())) continue;
      if (options.stopWhenIdle && batch.length === 0) break;
      if (now() + pollMs >= options.until) break;
      await sleep(pollMs);
    }
  } finally {
    await Promise.all(connections.map((connection) => connection.transport?.close()));
  }
  return stats;
}
