import type { Launch } from './launches';

/**
 * The phases of a launch, from its row's dates and the current time (the public pages' states):
 * - `before_event`: now < event_starts_at (the event date is still ahead: registration is open);
 * - `during_event`: event_starts_at <= now < event_ends_at;
 * - `before_cart`: event_ends_at <= now < cart_opens_at (between the event and the cart);
 * - `cart_open`: cart_opens_at <= now <= registration_deadline (the normal checkout links apply);
 * - `after_deadline`: now > registration_deadline (the after-deadline checkout links apply).
 */
export type LaunchPhase = 'before_event' | 'during_event' | 'before_cart' | 'cart_open' | 'after_deadline';

/** The launch columns a phase depends on. */
export type LaunchDates = Pick<Launch, 'eventStartsAt' | 'eventEndsAt' | 'cartOpensAt' | 'registrationDeadline'>;

function time(value: string | Date): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`Data inválida no lançamento: ${String(value)}`);
  return ms;
}

/** The phase of a launch at `now`. Pure; throws on an unreadable date. */
export function launchPhase(launch: LaunchDates, now: Date): LaunchPhase {
  const t = now.getTime();
  if (t < time(launch.eventStartsAt)) return 'before_event';
  if (t < time(launch.eventEndsAt)) return 'during_event';
  if (t < time(launch.cartOpensAt)) return 'before_cart';
  if (t <= time(launch.registrationDeadline)) return 'cart_open';
  return 'after_deadline';
}

/** True once the event has started: its date is no longer upcoming (registration pages invite to the waiting list). */
export function isEventDatePast(phase: LaunchPhase): boolean {
  return phase !== 'before_event';
}

/** True after the deadline: the after-deadline checkout links apply. */
export function isAfterDeadlinePhase(phase: LaunchPhase): boolean {
  return phase === 'after_deadline';
}

/**
 * The moments (epoch ms) at which the phase changes: event start, event end, cart opening and 1 ms after the deadline
 * (the deadline is inclusive). Pages re-evaluate their state at the next one ahead (shared-ui useNowUntil), so a page
 * left open moves to the next state on its own.
 */
export function phaseBoundaries(launch: LaunchDates): number[] {
  return [
    time(launch.eventStartsAt),
    time(launch.eventEndsAt),
    time(launch.cartOpensAt),
    time(launch.registrationDeadline) + 1,
  ];
}
