import { describe, expect, it } from 'vitest';
import { classPhase, inOfferWindow, phaseMoments, type LaunchClass } from './class-phase';

const aula: LaunchClass = {
  id: 7,
  lancamento: 3,
  position: 1,
  title: 'Aula 1',
  startsAt: '2026-12-01T23:00:00Z',
  durationMinutes: 90,
  offerWindow: { fromMinute: 60, toMinute: 80 },
  replayUntil: null,
  videoId: 'abcDEF12345',
};
const deadline = '2026-12-08T02:59:59Z';
const at = (iso: string) => new Date(iso);

describe('classPhase', () => {
  it('before, live, replay until the deadline, then closed', () => {
    expect(classPhase(aula, deadline, at('2026-12-01T22:59:59Z'))).toBe('before');
    expect(classPhase(aula, deadline, at('2026-12-01T23:00:00Z'))).toBe('live');
    expect(classPhase(aula, deadline, at('2026-12-02T00:29:59Z'))).toBe('live');
    expect(classPhase(aula, deadline, at('2026-12-02T00:30:00Z'))).toBe('replay');
    expect(classPhase(aula, deadline, at('2026-12-08T02:59:59Z'))).toBe('closed');
  });

  it("the class's own replay end wins over the deadline; with neither the replay is closed", () => {
    const short = { ...aula, replayUntil: '2026-12-03T00:00:00Z' };
    expect(classPhase(short, deadline, at('2026-12-02T23:59:59Z'))).toBe('replay');
    expect(classPhase(short, deadline, at('2026-12-03T00:00:00Z'))).toBe('closed');
    expect(classPhase(aula, null, at('2026-12-02T01:00:00Z'))).toBe('closed');
  });

  it('changes state at the start, the end, the replay end and the offer window edges', () => {
    expect(phaseMoments(aula, deadline).map((m) => new Date(m).toISOString())).toEqual([
      '2026-12-01T23:00:00.000Z',
      '2026-12-02T00:30:00.000Z',
      '2026-12-08T02:59:59.000Z',
      '2026-12-02T00:00:00.000Z',
      '2026-12-02T00:20:00.000Z',
    ]);
  });
});

describe('inOfferWindow', () => {
  it('live: by the clock; replay: by the video position; never without a window', () => {
    expect(inOfferWindow(aula, 'live', at('2026-12-01T23:59:59Z'), 0)).toBe(false);
    expect(inOfferWindow(aula, 'live', at('2026-12-02T00:00:00Z'), 0)).toBe(true);
    expect(inOfferWindow(aula, 'live', at('2026-12-02T00:20:00Z'), 0)).toBe(false);
    expect(inOfferWindow(aula, 'replay', at('2026-12-03T00:00:00Z'), 60 * 65)).toBe(true);
    expect(inOfferWindow(aula, 'replay', at('2026-12-03T00:00:00Z'), 60 * 10)).toBe(false);
    expect(inOfferWindow(aula, 'before', at('2026-12-01T00:00:00Z'), 60 * 65)).toBe(false);
    expect(inOfferWindow({ ...aula, offerWindow: null }, 'live', at('2026-12-02T00:05:00Z'), 0)).toBe(false);
  });
});
