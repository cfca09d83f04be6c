import { describe, expect, it } from 'vitest';
import { isAfterDeadlinePhase, isEventDatePast, launchPhase, phaseBoundaries, type LaunchDates } from './launch-phase';

// A launch as the seed writes one: event at 20:00 (UTC-3), cart a week later at 07:00, deadline that day 23:59:59.
const launch: LaunchDates = {
  eventStartsAt: '2030-03-04T20:00:00-03:00',
  eventEndsAt: '2030-03-04T21:30:00-03:00',
  cartOpensAt: '2030-03-11T07:00:00-03:00',
  registrationDeadline: '2030-03-11T23:59:59-03:00',
};
const at = (iso: string) => new Date(iso);

describe('launchPhase', () => {
  it('is before_event until the event starts', () => {
    expect(launchPhase(launch, at('2030-01-01T00:00:00Z'))).toBe('before_event');
    expect(launchPhase(launch, at('2030-03-04T19:59:59.999-03:00'))).toBe('before_event');
  });
  it('is during_event from the start (inclusive) to the end (exclusive)', () => {
    expect(launchPhase(launch, at('2030-03-04T20:00:00-03:00'))).toBe('during_event');
    expect(launchPhase(launch, at('2030-03-04T21:29:59-03:00'))).toBe('during_event');
  });
  it('is before_cart between the end of the event and the cart opening', () => {
    expect(launchPhase(launch, at('2030-03-04T21:30:00-03:00'))).toBe('before_cart');
    expect(launchPhase(launch, at('2030-03-11T06:59:59-03:00'))).toBe('before_cart');
  });
  it('is cart_open from the opening through the deadline (inclusive)', () => {
    expect(launchPhase(launch, at('2030-03-11T07:00:00-03:00'))).toBe('cart_open');
    expect(launchPhase(launch, at('2030-03-11T23:59:59-03:00'))).toBe('cart_open');
  });
  it('is after_deadline strictly after the deadline', () => {
    expect(launchPhase(launch, at('2030-03-11T23:59:59.001-03:00'))).toBe('after_deadline');
    expect(launchPhase(launch, at('2040-01-01T00:00:00Z'))).toBe('after_deadline');
  });
  it('throws on an unreadable date instead of guessing a phase', () => {
    expect(() => launchPhase({ ...launch, eventStartsAt: 'amanhã' }, at('2030-01-01T00:00:00Z'))).toThrow(
      /Data inválida/,
    );
  });
  it('helpers: the event date is past from during_event on; the deadline only in after_deadline', () => {
    expect(isEventDatePast('before_event')).toBe(false);
    expect(
      ['during_event', 'before_cart', 'cart_open', 'after_deadline'].every((p) => isEventDatePast(p as never)),
    ).toBe(true);
    expect(isAfterDeadlinePhase('cart_open')).toBe(false);
    expect(isAfterDeadlinePhase('after_deadline')).toBe(true);
  });
});

describe('phaseBoundaries', () => {
  it('are the moments the phase changes: each one starts the next phase', () => {
    const boundaries = phaseBoundaries(launch);
    expect(boundaries).toHaveLength(4);
    const phases = boundaries.map((ms) => launchPhase(launch, new Date(ms)));
    expect(phases).toEqual(['during_event', 'before_cart', 'cart_open', 'after_deadline']);
    expect(boundaries.map((ms) => launchPhase(launch, new Date(ms - 1)))).toEqual([
      'before_event',
      'during_event',
      'before_cart',
      'cart_open',
    ]);
  });
});
