// The Durable Object of one class (wrangler.attendance.jsonc "CLASS_ATTENDANCE", one instance per class id): every
// report of the class's viewers reaches this one instance, which aggregates them in memory (aggregator.ts) and, on an
// alarm every ATTENDANCE_ALARM_SECONDS (default 60), writes what is due in one call of public.record_class_attendance
// (the lead rows due, at most one per viewer per 5 minutes, and the class's audience now) with the attendance secret. A
// failed write keeps its seconds for the next alarm. Nothing here is logged with a token.
//
// The runtime evicts an object that has had nothing to do for a few seconds (its memory is gone; an alarm wakes a new
// instance): at the end of every class, when the reports stop, before the idle viewers' last seconds are due. So what
// the room owes the database is also in the object's storage: a snapshot (the class id and every token's seconds not
// yet written) a few seconds after the seconds change (ATTENDANCE_SNAPSHOT_SECONDS, while the object is still busy) and after every
// write; a new instance starts from it, and its first alarm writes it.
import { parseAttendanceReport } from '@funil/data-client/public/attendance-report';
import { ClassAggregator, type ClassFacts, type FlushRow } from './aggregator.ts';
import type { RoomEnv } from './attendance-env.ts';
import { postgrestRpc } from '../postgrest.ts';

/** The part of a Durable Object's state used here (workerd's). */
export interface AttendanceRoomState {
  storage: {
    getAlarm(): Promise<number | null>;
    setAlarm(scheduledTime: number): Promise<void>;
    get<T = unknown>(keys: string[]): Promise<Map<string, T>>;
    put(entries: Record<string, unknown>): Promise<void>;
    delete(keys: string[]): Promise<number>;
  };
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

const FACTS_TTL_MS = 60_000;
/** A failed read of the facts is tried once more, this much later. */
const FACTS_ATTEMPTS = 2;
const FACTS_RETRY_MS = 250;
/** The facts could not be read and none were read before. */
const FACTS_UNREADABLE = Symbol('facts unreadable');
/** Lead rows per database call. */
const CHUNK = 500;
/** Tokens per stored value (well under a stored value's size limit), and keys per storage call (the API's limit). */
const SNAPSHOT_CHUNK = 1_000;
const KEYS_PER_CALL = 128;
const CLASS_KEY = 'class';
const OWED_COUNT_KEY = 'owed:count';
const owedKey = (index: number) => `owed:${index}`;

function groups<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export class ClassAttendanceRoom {
  private readonly aggregator: ClassAggregator;
  private classId = 0;
  private facts: { value: ClassFacts | null; at: number } | null = null;
  /** The one read of the facts under way: reports that arrive meanwhile wait for it (or take the stale facts). */
  private factsLoading: Promise<ClassFacts | null | typeof FACTS_UNREADABLE> | null = null;
  private readonly alarmMs: number;
  private readonly snapshotMs: number;
  private alarmSet = false;
  /** The snapshot in storage is older than the seconds in memory. */
  private dirty = false;
  private snapshotTimer: ReturnType<typeof setTimeout> | null = null;
  /** How many owed:<n> values the last snapshot stored. */
  private storedChunks = 0;
  /** The previous instance's snapshot, loaded before any report or alarm reaches this one. */
  readonly ready: Promise<void>;

  constructor(
    private readonly state: AttendanceRoomState,
    private readonly env: RoomEnv,
    private readonly now: () => number = Date.now,
  ) {
    this.aggregator = new ClassAggregator({
      slackSeconds: positive(env.ATTENDANCE_SLACK_SECONDS, 5),
      flushSeconds: positive(env.ATTENDANCE_FLUSH_SECONDS, 300),
      idleSeconds: positive(env.ATTENDANCE_IDLE_SECONDS, 90),
      maxViewers: positive(env.ATTENDANCE_MAX_VIEWERS, 100_000),
    });
    this.alarmMs = positive(env.ATTENDANCE_ALARM_SECONDS, 60) * 1000;
    // How soon after its seconds change the room snapshots what it owes: under the runtime's idle eviction (seconds).
    this.snapshotMs = positive(env.ATTENDANCE_SNAPSHOT_SECONDS, 5) * 1000;
    this.ready = state.blockConcurrencyWhile(() => this.load());
  }

  /** What a previous instance of this room owed the database (its snapshot): owed again, written at the next alarm. */
  private async load(): Promise<void> {
    const head = await this.state.storage.get<number>([CLASS_KEY, OWED_COUNT_KEY]);
    this.classId = head.get(CLASS_KEY) ?? 0;
    this.storedChunks = head.get(OWED_COUNT_KEY) ?? 0;
    const keys = Array.from({ length: this.storedChunks }, (_, index) => owedKey(index));
    for (const part of groups(keys, KEYS_PER_CALL)) {
      for (const rows of (await this.state.storage.get<FlushRow[]>(part)).values())
        this.aggregator.restore(rows, this.now());
    }
  }

  /** The seconds changed: a snapshot within snapshotMs (the pending timer keeps the object from being evicted). */
  private markDirty(): void {
    this.dirty = true;
    if (this.snapshotTimer) return;
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = null;
      this.snapshot().catch((error: unknown) =>
        console.warn(`[attendance] class ${this.classId}: snapshot failed (${(error as Error).message})`),
      );
    }, this.snapshotMs);
  }

  /** Stores the class id and every token's seconds not yet written, replacing the previous snapshot. */
  async snapshot(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    const chunks = groups(this.aggregator.owed(), SNAPSHOT_CHUNK);
    const entries: [string, unknown][] = [
      [CLASS_KEY, this.classId],
      [OWED_COUNT_KEY, chunks.length],
      ...chunks.map((rows, index): [string, unknown] => [owedKey(index), rows]),
    ];
    try {
      for (const part of groups(entries, KEYS_PER_CALL)) await this.state.storage.put(Object.fromEntries(part));
      const stale = Array.from({ length: Math.max(0, this.storedChunks - chunks.length) }, (_, i) =>
        owedKey(chunks.length + i),
      );
      for (const part of groups(stale, KEYS_PER_CALL)) await this.state.storage.delete(part);
      this.storedChunks = chunks.length;
    } catch (error) {
      this.dirty = true;
      throw error;
    }
  }

  /** POST /report: a report as the page sent it (checked again). */
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/report')
      return new Response(null, { status: 404 });
    return new Response(null, { status: await this.report(await request.json().catch(() => null)) });
  }

  /**
   * One report (checked again: whatever calls the room, a malformed report counts for nobody). Answers 204 when it was
   * taken, 400 for a malformed one, 404 for no such class. The endpoint calls it by RPC (room-object.ts): a method call,
   * without the Request, JSON text and Response that a fetch to the object builds and parses for each report.
   */
  async report(value: unknown): Promise<204 | 400 | 404 | 503> {
    const report = parseAttendanceReport(value);
    if (!report) return 400;
    await this.ready;
    this.classId = report.aula;
    const facts = await this.classFacts();
    // Unknown facts are not "no such class": the report is refused, and the page keeps its seconds for the next one.
    if (facts === FACTS_UNREADABLE) return 503;
    if (!facts) return 404;
    if (this.aggregator.report(report, facts, this.now()) > 0) this.markDirty();
    // One storage read per room lifetime, not per report: the flag says an alarm is set.
    if (!this.alarmSet && (await this.state.storage.getAlarm()) === null)
      await this.state.storage.setAlarm(this.now() + this.alarmMs);
    this.alarmSet = true;
    return 204;
  }

  /** How many sessions and tokens the room holds (the bound's workerd test reads it). */
  size(): { sessions: number; tokens: number } {
    return this.aggregator.size;
  }

  async alarm(): Promise<void> {
    await this.ready;
    this.alarmSet = false;
    const { written, failed } = await this.flush();
    if (written + failed > 0) {
      this.dirty = true;
      await this.snapshot();
    }
    if (this.aggregator.busy(this.now())) {
      await this.state.storage.setAlarm(this.now() + this.alarmMs);
      this.alarmSet = true;
    }
  }

  /**
   * The class's facts from the API (public columns, anon key), read at most once a minute, by one request at a time:
   * at 20,000 viewers (about 670 reports a second) every report that arrived while the minute's read was under way
   * used to start a read of its own (tens of identical requests to the API each minute, each report waiting for its
   * own). Now the reports that arrive while the read is under way wait for that one read. A failed read is tried once
   * more; when both fail the last facts read serve, and without any the reports waiting are refused
   * (FACTS_UNREADABLE): at a stack's start the API's first answer was a 502, and the reports waiting on it used to be
   * taken as reports of no class (counted for nobody, answered 204).
   */
  private async classFacts(): Promise<ClassFacts | null | typeof FACTS_UNREADABLE> {
    const now = this.now();
    if (this.facts && now - this.facts.at < FACTS_TTL_MS) return this.facts.value;
    if (!this.factsLoading) {
      this.factsLoading = this.readClassFacts(now).finally(() => {
        this.factsLoading = null;
      });
    }
    return this.factsLoading;
  }

  private async readClassFacts(now: number): Promise<ClassFacts | null | typeof FACTS_UNREADABLE> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const value = await this.fetchClassFacts();
        this.facts = { value, at: now };
        return value;
      } catch (error) {
        console.warn(
          `[attendance] class ${this.classId}: facts unreadable, attempt ${attempt} (${(error as Error).message})`,
        );
        if (attempt >= FACTS_ATTEMPTS) return this.facts ? this.facts.value : FACTS_UNREADABLE;
        await new Promise((resolve) => setTimeout(resolve, FACTS_RETRY_MS));
      }
    }
  }

  private async fetchClassFacts(): Promise<ClassFacts | null> {
    const url = `${this.env.SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/launch_classes?id=eq.${this.classId}&select=starts_at,duration_minutes,offer_from_minute,offer_to_minute`;
    const response = await fetch(url, {
      headers: { apikey: this.env.SUPABASE_ANON_KEY, authorization: `Bearer ${this.env.SUPABASE_ANON_KEY}` },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows = (await response.json()) as {
      starts_at: string;
      duration_minutes: number;
      offer_from_minute: number | null;
      offer_to_minute: number | null;
    }[];
    const row = rows[0];
    return row
      ? {
          startsAt: Date.parse(row.starts_at),
          durationMinutes: row.duration_minutes,
          offerWindow:
            row.offer_from_minute !== null && row.offer_to_minute !== null
              ? { fromMinute: row.offer_from_minute, toMinute: row.offer_to_minute }
              : null,
        }
      : null;
  }

  /** Writes what is due: lead rows in chunks, the audience with the first chunk. */
  private async flush(): Promise<{ written: number; recorded: number; failed: number }> {
    if (!this.classId) return { written: 0, recorded: 0, failed: 0 };
    const now = this.now();
    const rows = this.aggregator.takeDue(now);
    const audience = this.aggregator.audience(now);
    let recorded = 0;
    let failed = 0;
    const chunks: FlushRow[][] = [];
    for (let i = 0; i < rows.length; i += CHUNK) chunks.push(rows.slice(i, i + CHUNK));
    if (chunks.length === 0) chunks.push([]);
    for (const [index, chunk] of chunks.entries()) {
      try {
        const answer = await this.record(chunk, index === 0 ? audience : null);
        recorded += answer.recorded;
      } catch (error) {
        failed += chunk.length;
        this.aggregator.restore(chunk, now);
        console.warn(
          `[attendance] class ${this.classId}: ${chunk.length} rows kept for the next try (${(error as Error).message})`,
        );
      }
    }
    return { written: rows.length - failed, recorded, failed };
  }

  private async record(rows: FlushRow[], audience: object | null): Promise<{ recorded: number }> {
    const secret = this.env.ATTENDANCE_SECRET;
    if (!secret) throw new Error('ATTENDANCE_SECRET is not set');
    return postgrestRpc<{ recorded: number }>(this.env, 'record_class_attendance', {
      p_secret: secret,
      p_class_id: this.classId,
      p_viewers: rows,
      p_audience: audience,
    });
  }
}
