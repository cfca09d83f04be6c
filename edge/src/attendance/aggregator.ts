// One class's audience, in memory (the class's Durable Object holds one; room.ts): the page's reports (every ~30 s
// per viewer) become seconds watched per lead token, live or replay, and inside the offer window; a token's seconds go
// to the database at most once per FLUSH interval (default 5 minutes) or when its viewer stops reporting, so the
// database gets at most one row write per viewer per 5 minutes, never one per report.
//
// What a report can claim is bounded by the edge's own clock, cumulatively: a session is credited in all at most the
// time since it began (its first report's moment minus that report's seconds) plus a slack, and a token likewise
// across all its sessions (two tabs, or a script replaying one lead's reports, count as one viewer in real time).
// Being cumulative, a report that arrives late (a slow network, a busy edge) still gets its seconds; only claims
// beyond real time are refused. A session keeps the token it
// started with: a report of that session with another token credits nobody. Whether a token is real is for the
// database to say (public.record_class_attendance ignores tokens that are not a lead's attendance token of this
// class's launch): a forged token's seconds are aggregated here and dropped there. What a room keeps is bounded
// (maxViewers): forged session ids and tokens cannot grow its memory without end; past the bound, a new viewer is
// tracked only once one kept for SESSION_KEPT without reporting has been let go.
import type { AttendanceReport } from '@funil/data-client/public/attendance-report';

/** The class's public facts (launch_classes): when it is live and where its offer window is. */
export interface ClassFacts {
  startsAt: number;
  durationMinutes: number;
  offerWindow: { fromMinute: number; toMinute: number } | null;
}

export interface AggregatorOptions {
  /** Seconds a report may claim beyond the edge's clock (default 5; the e2e suite, whose pages run on a fast clock,
   * sets more). */
  slackSeconds?: number;
  /** Each token is written at most once per this many seconds (default 300). */
  flushSeconds?: number;
  /** A viewer silent this long is flushed at once (default 90: three missed reports). */
  idleSeconds?: number;
  /** A viewer counts as "now" when it reported within this many seconds (default 60). */
  nowSeconds?: number;
  /**
   * The most sessions, and the most tokens, the room keeps (default 100,000: five times the 20,000 viewers a class is
   * planned for). A report that would add one more counts for nobody (answered as taken: nothing tells a forger).
   */
  maxViewers?: number;
}

export interface Seconds {
  live: number;
  replay: number;
  offer: number;
}

export interface FlushRow extends Seconds {
  t: string;
}

export interface Audience {
  viewers_now: number;
  viewers_total: number;
  anonymous_total: number;
}

interface Session {
  token: string | null;
  lastAt: number;
  /** When it began by its own account (its first report's moment minus that report's seconds). */
  startAt: number;
  creditedMs: number;
}

interface TokenState extends Seconds {
  startAt: number;
  creditedMs: number;
  lastReportAt: number;
  lastFlushAt: number;
}

const MINUTE_MS = 60_000;
const SESSION_KEPT_MS = 15 * MINUTE_MS;

const zero = (): Seconds => ({ live: 0, replay: 0, offer: 0 });

export class ClassAggregator {
  private readonly sessions = new Map<string, Session>();
  private readonly tokens = new Map<string, TokenState>();
  private viewersTotal = 0;
  private anonymousTotal = 0;
  private readonly slackMs: number;
  private readonly flushMs: number;
  private readonly idleMs: number;
  private readonly nowMs: number;
  private readonly maxViewers: number;

  constructor(options: AggregatorOptions = {}) {
    this.slackMs = (options.slackSeconds ?? 5) * 1000;
    this.flushMs = (options.flushSeconds ?? 300) * 1000;
    this.idleMs = (options.idleSeconds ?? 90) * 1000;
    this.nowMs = (options.nowSeconds ?? 60) * 1000;
    this.maxViewers = options.maxViewers ?? 100_000;
  }

  /** How many sessions and tokens the room holds now. */
  get size(): { sessions: number; tokens: number } {
    return { sessions: this.sessions.size, tokens: this.tokens.size };
  }

  /** Room for one more entry in `map`: at the bound, the entries kept past their time go first (the bound's only cost). */
  private roomFor(map: Map<string, Session> | Map<string, TokenState>, now: number): boolean {
    if (map.size < this.maxViewers) return true;
    this.forget(now);
    return map.size < this.maxViewers;
  }

  /** Lets go of the sessions and the tokens (with nothing left to write) silent for SESSION_KEPT. */
  private forget(now: number): void {
    for (const [t, state] of this.tokens)
      if (now - state.lastReportAt >= SESSION_KEPT_MS && state.live < 1 && state.replay < 1) this.tokens.delete(t);
    for (const [id, session] of this.sessions) if (now - session.lastAt >= SESSION_KEPT_MS) this.sessions.delete(id);
  }

  /** Takes one report; answers the seconds credited (0 when the report credits nobody). */
  report(report: AttendanceReport, facts: ClassFacts, now: number): number {
    let session = this.sessions.get(report.sessao);
    if (!session) {
      if (!this.roomFor(this.sessions, now)) return 0;
      // A new viewer's first report: its seconds (at most MAX_REPORT_SECONDS, parseAttendanceReport) count.
      session = { token: report.t, lastAt: now, startAt: now - report.segundos * 1000, creditedMs: 0 };
      this.sessions.set(report.sessao, session);
      this.viewersTotal += 1;
      if (!report.t) this.anonymousTotal += 1;
    }
    session.lastAt = now;
    const sessionRoom = Math.max(0, now - session.startAt + this.slackMs - session.creditedMs);
    if (session.token !== report.t || !report.t) return 0;
    const end = facts.startsAt + facts.durationMinutes * MINUTE_MS;
    if (now < facts.startsAt) return 0;
    let token = this.tokens.get(report.t);
    if (!token) {
      if (!this.roomFor(this.tokens, now)) return 0;
      token = { ...zero(), startAt: now - report.segundos * 1000, creditedMs: 0, lastReportAt: now, lastFlushAt: now };
      this.tokens.set(report.t, token);
    }
    const tokenRoom = Math.max(0, now - token.startAt + this.slackMs - token.creditedMs);
    const credited = Math.min(report.segundos * 1000, sessionRoom, tokenRoom);
    token.lastReportAt = now;
    if (credited <= 0) return 0;
    session.creditedMs += credited;
    token.creditedMs += credited;
    const seconds = credited / 1000;
    const live = now < end;
    if (live) token.live += seconds;
    else token.replay += seconds;
    const window = facts.offerWindow;
    if (window) {
      const minute = live ? (now - facts.startsAt) / MINUTE_MS : report.posicao / 60;
      if (minute >= window.fromMinute && minute < window.toMinute) token.offer += seconds;
    }
    return seconds;
  }

  /** Viewers now (reported within the last minute), and every viewer and anonymous viewer so far. */
  audience(now: number): Audience {
    let current = 0;
    for (const session of this.sessions.values()) if (now - session.lastAt <= this.nowMs) current += 1;
    return { viewers_now: current, viewers_total: this.viewersTotal, anonymous_total: this.anonymousTotal };
  }

  /**
   * The tokens due for a write (whole seconds; fractions stay for the next one): those not written for the flush
   * interval, and those whose viewer went silent.
   */
  takeDue(now: number): FlushRow[] {
    const rows: FlushRow[] = [];
    for (const [t, state] of this.tokens) {
      const due = now - state.lastFlushAt >= this.flushMs || now - state.lastReportAt >= this.idleMs;
      const whole = { live: Math.floor(state.live), replay: Math.floor(state.replay), offer: Math.floor(state.offer) };
      if (due && whole.live + whole.replay > 0) {
        rows.push({ t, ...whole });
        state.live -= whole.live;
        state.replay -= whole.replay;
        state.offer -= whole.offer;
        state.lastFlushAt = now;
      }
    }
    this.forget(now);
    return rows;
  }

  /** Every token's seconds not yet written (fractions too): what the room's snapshot keeps (room.ts). */
  owed(): FlushRow[] {
    const rows: FlushRow[] = [];
    for (const [t, state] of this.tokens)
      if (state.live > 0 || state.replay > 0 || state.offer > 0)
        rows.push({ t, live: state.live, replay: state.replay, offer: state.offer });
    return rows;
  }

  /** A write failed, or a new room took its predecessor's snapshot: these seconds are owed (written with the next
   * flush). */
  restore(rows: readonly FlushRow[], now: number): void {
    for (const row of rows) {
      const state = this.tokens.get(row.t) ?? {
        ...zero(),
        startAt: now,
        creditedMs: 0,
        lastReportAt: now,
        lastFlushAt: 0,
      };
      state.live += row.live;
      state.replay += row.replay;
      state.offer += row.offer;
      state.lastFlushAt = 0;
      this.tokens.set(row.t, state);
    }
  }

  /** Anyone watched within SESSION_KEPT or anything is left to write: the room keeps its alarm. */
  busy(now: number): boolean {
    for (const session of this.sessions.values()) if (now - session.lastAt < SESSION_KEPT_MS) return true;
    for (const state of this.tokens.values()) if (state.live >= 1 || state.replay >= 1) return true;
    return false;
  }
}
