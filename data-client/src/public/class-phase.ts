// Which state the class page shows, as a pure function of the class's dates and now: before the live (countdown and
// calendar), during it (the live), after it (the replay while staff keep it open), then "replay encerrado". Shared by
// the class page (mfe-lessons) and the edge, which pre-renders the page's state for the class of `?aula=`.
// No imports but types: the edge's worker bundles this file.
import type { TableRow } from '../db';
import type { LAUNCH_CLASS_COLUMN_NAMES } from './public-content';

/** A live class of a launch as visitors see it (the live link is not public; its video id is, for the class page). */
export interface LaunchClass {
  id: number;
  lancamento: number;
  position: number;
  title: string;
  /** ISO timestamp. */
  startsAt: string;
  /** How long the live lasts; after it the class page shows the replay. */
  durationMinutes: number;
  /** The offer's window, in minutes from the class's start (staff set it per class); null: no offer on the page. */
  offerWindow: { fromMinute: number; toMinute: number } | null;
  /** Until when the replay stays on the class page (ISO); null: until the launch's registration deadline. */
  replayUntil: string | null;
  /** The YouTube video id of the live link; null until staff enter the link. */
  videoId: string | null;
}

export type LaunchClassRow = Pick<TableRow<'launch_classes'>, (typeof LAUNCH_CLASS_COLUMN_NAMES)[number]>;

export const toLaunchClass = (row: LaunchClassRow): LaunchClass => ({
  id: row.id,
  lancamento: row.lancamento,
  position: row.position,
  title: row.title,
  startsAt: row.starts_at,
  durationMinutes: row.duration_minutes ?? 120,
  offerWindow:
    row.offer_from_minute !== null && row.offer_to_minute !== null
      ? { fromMinute: row.offer_from_minute, toMinute: row.offer_to_minute }
      : null,
  replayUntil: row.replay_until,
  videoId: row.video_id,
});

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

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** e.g. "terça-feira, 02/12, 20:00" (Brasília time, as the messages give it). */
export function formatClassTime(date: Date): string {
  return DATE_TIME.format(date);
}

/** What a class's launch contributes to its page (the launches row's public columns). */
export interface ClassLaunch {
  name: string;
  registrationDeadline: string | null;
  lessonsGroupChatLink: string | null;
}

/**
 * The structure of the class page's first render: its phase, and (live or replay) whether the launch has a community
 * group link and the class a video. The page renders the rest after its first commit (countdown, calendar and group
 * buttons, the offer), so the first render depends on nothing else: the edge pre-renders it from the public rows.
 */
export interface ClassPageVariant {
  phase: ClassPhase;
  group: boolean;
  video: boolean;
}

/**
 * The class page's first render's data, as text: the only values its markup holds (the copy is the page's own). In the
 * pre-rendered markup each is a placeholder (classPageSlot) that the edge replaces with the class's value.
 */
export interface ClassPageSlots {
  launchName: string;
  position: string;
  title: string;
  classTime: string;
  replayUntilTime: string;
  groupUrl: string;
}

export const CLASS_PAGE_SLOT_NAMES = [
  'launchName',
  'position',
  'title',
  'classTime',
  'replayUntilTime',
  'groupUrl',
] as const satisfies readonly (keyof ClassPageSlots)[];

/** A slot's placeholder: private-use characters around its name (never in the public rows' text, kept as is by React). */
export const classPageSlot = (name: keyof ClassPageSlots) => `\uE000${name}\uE001`;

/** The community group's link when it is one the page may show (https only). */
export const classGroupUrl = (launch: ClassLaunch) =>
  launch.lessonsGroupChatLink?.startsWith('https://') ? launch.lessonsGroupChatLink : null;

/** The variant's name, as the remote's pre-rendered file has it: 'before', 'live-grupo-video', 'replay-video', ... */
export function classPageVariantName({ phase, group, video }: ClassPageVariant): string {
  return [phase, group ? 'grupo' : '', video ? 'video' : ''].filter(Boolean).join('-');
}

/** Every variant the remote pre-renders (group and video only change the live and the replay). */
export function classPageVariants(): ClassPageVariant[] {
  return (['before', 'live', 'replay', 'closed'] as const).flatMap((phase): ClassPageVariant[] =>
    phase === 'live' || phase === 'replay'
      ? [false, true].flatMap((group) => [false, true].map((video) => ({ phase, group, video })))
      : [{ phase, group: false, video: false }],
  );
}

/** The class page's first render for a class at `now`: its variant and its slots' values. */
export function classPageFirstRender(
  aula: LaunchClass,
  launch: ClassLaunch,
  now: Date,
): { variant: ClassPageVariant; slots: ClassPageSlots } {
  const phase = classPhase(aula, launch.registrationDeadline, now);
  const watching = phase === 'live' || phase === 'replay';
  const groupUrl = classGroupUrl(launch);
  const replayUntil = replayEnd(aula, launch.registrationDeadline);
  return {
    variant: { phase, group: watching && groupUrl !== null, video: watching && aula.videoId !== null },
    slots: {
      launchName: launch.name,
      position: String(aula.position),
      title: aula.title,
      classTime: formatClassTime(classStart(aula)),
      replayUntilTime: replayUntil ? formatClassTime(replayUntil) : '',
      groupUrl: groupUrl ?? '',
    },
  };
}
