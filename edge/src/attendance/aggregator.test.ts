import { describe, expect, it } from 'vitest';
import type { AttendanceReport } from '@funil/data-client/public/attendance-report';
import { ClassAggregator, type ClassFacts } from './aggregator.ts';

const START = Date.parse('2026-12-01T23:00:00Z');
const facts: ClassFacts = { startsAt: START, durationMinutes: 90, offerWindow: { fromMinute: 60, toMinute: 80 } };
const MIN = 60_000;
const TOKEN_A = 'tokenDaAnaTokenDaAnaTokenDaAna12';
const TOKEN_B = 'tokenDoBrunoTokenDoBrunoToken123';
const report = (over: Partial<AttendanceReport>): AttendanceReport => ({
  aula: 7,
  sessao: 'sessaoDaAnaSessaoDaAna',
  t: TOKEN_A,
  segundos: 30,
  posicao: 0,
  ...over,
});

describe('ClassAggregator', () => {
  it('adds up a viewer reporting every 30 s and writes it at most once per 5 minutes', () => {
    const agg = new ClassAggregator();
    let now = START + 10 * MIN;
    const written: number[] = [];
    for (let i = 0; i <= 20; i += 1) {
      agg.report(report({}), facts, now);
      const due = agg.takeDue(now);
      if (due.length) written.push(due[0]!.live);
      now += 30_000;
    }
    // 21 reports over 10 minutes, two writes: 5 minutes after the first report (11 reports) and 5 minutes later.
    expect(written).toEqual([330, 300]);
    expect(agg.takeDue(now + 90_000)).toEqual([]);
  });

  it('a silent viewer is written as soon as it is idle; live, replay and the offer window are told apart', () => {
    const agg = new ClassAggregator();
    agg.report(report({}), facts, START + 61 * MIN); // live, in the offer window
    agg.report(report({ sessao: 'outraSessaoOutraSessao', t: TOKEN_B, posicao: 65 * 60 }), facts, START + 100 * MIN);
    expect(agg.takeDue(START + 61 * MIN + 30_000)).toEqual([]);
    const rows = agg.takeDue(START + 101 * MIN + 31_000);
    expect(rows).toEqual([
      { t: TOKEN_A, live: 30, replay: 0, offer: 30 },
      { t: TOKEN_B, live: 0, replay: 30, offer: 30 },
    ]);
  });

  it("claims beyond the edge's clock credit nothing: fast reports, parallel sessions of one token, a switched token", () => {
    const agg = new ClassAggregator({ slackSeconds: 5 });
    const t0 = START + 5 * MIN;
    expect(agg.report(report({}), facts, t0)).toBe(30);
    // The same session again 1 s later: 1 s + slack at most.
    expect(agg.report(report({}), facts, t0 + 1000)).toBe(6);
    // Ten other sessions of the same token at the same moment: the token was credited just now.
    let extra = 0;
    for (let i = 0; i < 10; i += 1)
      extra += agg.report(report({ sessao: `paralela${i}Paralela${i}Parale` }), facts, t0 + 1000);
    expect(extra).toBeLessThanOrEqual(50);
    // A session that started anonymous, or with A, cannot credit B.
    expect(agg.report(report({ t: TOKEN_B }), facts, t0 + 40_000)).toBe(0);
    expect(agg.report(report({ sessao: 'anonimaAnonimaAnonima1', t: null }), facts, t0)).toBe(0);
    expect(agg.report(report({ sessao: 'anonimaAnonimaAnonima1', t: TOKEN_B }), facts, t0 + 30_000)).toBe(0);
    // Before the class: nothing.
    expect(agg.report(report({ sessao: 'cedoCedoCedoCedoCedo12', t: TOKEN_B }), facts, START - MIN)).toBe(0);
  });

  it('a late report still gets its seconds (the bound is cumulative), an early one what real time allows', () => {
    const agg = new ClassAggregator({ slackSeconds: 5 });
    const t0 = START + 5 * MIN;
    expect(agg.report(report({}), facts, t0)).toBe(30);
    // Delayed 20 s, then the next one on time: both whole.
    expect(agg.report(report({}), facts, t0 + 50_000)).toBe(30);
    expect(agg.report(report({}), facts, t0 + 60_000)).toBe(30);
  });

  it('counts viewers now (last minute) and in total, anonymous ones too', () => {
    const agg = new ClassAggregator();
    const t0 = START + MIN;
    agg.report(report({}), facts, t0);
    agg.report(report({ sessao: 'anonimaAnonimaAnonima1', t: null }), facts, t0);
    agg.report(report({ sessao: 'anonimaAnonimaAnonima2', t: null }), facts, t0 + 50_000);
    expect(agg.audience(t0 + 50_000)).toEqual({ viewers_now: 3, viewers_total: 3, anonymous_total: 2 });
    expect(agg.audience(t0 + 100_000)).toEqual({ viewers_now: 1, viewers_total: 3, anonymous_total: 2 });
  });

  it('a failed write is owed again', () => {
    const agg = new ClassAggregator();
    agg.report(report({}), facts, START + MIN);
    const rows = agg.takeDue(START + 3 * MIN);
    expect(rows).toHaveLength(1);
    agg.restore(rows, START + 3 * MIN);
    expect(agg.takeDue(START + 4 * MIN)).toEqual(rows);
    expect(agg.busy(START + 4 * MIN)).toBe(true);
    expect(agg.busy(START + 30 * MIN)).toBe(false);
  });

  it('keeps at most maxViewers sessions and tokens; at the bound, those silent for 15 minutes make room', () => {
    const agg = new ClassAggregator({ maxViewers: 3 });
    const now = START + 10 * MIN;
    const forged = (i: number) =>
      report({ sessao: `sessaoForjada${i}SessaoForj`, t: `tokenForjado${i}TokenForjadoTokenFo` });
    for (let i = 0; i < 5; i += 1) agg.report(forged(i), facts, now);
    expect(agg.size).toEqual({ sessions: 3, tokens: 3 });
    expect(agg.report(report({}), facts, now + 30_000)).toBe(0);
    expect(agg.size).toEqual({ sessions: 3, tokens: 3 });
    // The forged ones owe seconds: written (and dropped by the database) at the flush, then forgotten once silent.
    expect(agg.takeDue(now + 2 * MIN)).toHaveLength(3);
    expect(agg.report(report({}), facts, now + 16 * MIN)).toBe(30);
    expect(agg.size).toEqual({ sessions: 1, tokens: 1 });
  });
});
