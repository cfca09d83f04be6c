// Which state the class page shows, as a pure function of the class's dates and now: before the live (countdown and
// calendar), during it (the live), after it (the replay while staff keep it open), then "replay encerrado".
import type { LaunchClass } from '@funil/data-client/public/launch-classes';

export type ClassPhase = 'before' | 'live' | 'replay' | 'closed';

const MINUTE_MS = 60_000;

export function classStart(c: LaunchClass): Date {
  return new Date(c.startsAt);
}

export function classEnd(c: LaunchClass): Date {
  return new Date(classStart(c).getTime() + c.durationMinutes * MINUTE_MS);
}

/** Until when the replay is on the page: the class's own date, else the launch's registration deadline. */
export function replayEnd(c: LaunchClass, registrationDeadline: string | null): Date | null {
  const until = c.replayUntil ?? registrationDeadline;
  return until ? new Date(until) : null;
}

export function classPhase(c: LaunchClass, registrationDeadline: string | null, now: Date): ClassPhase {
  const t = now.getTime();
  if (t < classStart(c).getTime()) return 'before';
  if (t < classEnd(c).getTime()) return 'live';
  const end = replayEnd(c, registrationDeadline);
  return end && t < end.getTime() ? 'replay' : 'closed';
}

/** The moments the page changes state by itself (useNowUntil), including the offer window's edges during the live. */
export function phaseMoments(c: LaunchClass, registrationDeadline: string | null): number[] {
  const start = classStart(c).getTime();
  const moments = [start, classEnd(c).getTime()];
  const end = replayEnd(c, registrationDeadline);
  if (end) moments.push(end.getTime());
  if (c.offerWindow)
    moments.push(start + c.offerWindow.fromMinute * MINUTE_MS, start + c.offerWindow.toMinute * MINUTE_MS);
  return moments;
}

/**
 * Whether the offer's call to action shows: during the live, by the clock (minutes since the start); on the replay, by
 * the video's position (seconds). No window set by staff: never.
 */
export function inOfferWindow(c: LaunchClass, phase: ClassPhase, now: Date, positionSeconds: number): boolean {
  if (!c.offerWindow) return false;
  const minute =
    phase === 'live'
      ? (now.getTime() - classStart(c).getTime()) / MINUTE_MS
      : phase === 'replay'
        ? positionSeconds / 60
        : -1;
  return minute >= c.offerWindow.fromMinute && minute < c.offerWindow.toMinute;
}
