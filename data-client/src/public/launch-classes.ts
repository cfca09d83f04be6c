import { columnList, type TableRow } from '../db';
import { fail } from '../errors';
import { LAUNCH_CLASS_COLUMN_NAMES, pageContent } from './public-content';

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

type LaunchClassRow = Pick<TableRow<'launch_classes'>, (typeof LAUNCH_CLASS_COLUMN_NAMES)[number]>;

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

/**
 * The classes of a launch in order (empty when none were entered: the pages fall back to the event's start): from the
 * page's data block (every launch's classes), else the API.
 */
export async function fetchLaunchClasses(lancamento: number): Promise<LaunchClass[]> {
  const inPage = pageContent<LaunchClassRow>('launch_classes');
  if (inPage) return inPage.filter((row) => row.lancamento === lancamento).map(toLaunchClass);
  // The PostgREST client only when the page lacks the data: pages with the edge's data block never load it.
  const rest = await (await import('./rest')).getPublicRest();
  const { data, error, status } = await rest
    .from('launch_classes')
    .select(columnList(LAUNCH_CLASS_COLUMN_NAMES))
    .eq('lancamento', lancamento)
    .order('position');
  if (error) throw fail(`erro ao carregar as aulas do lançamento ${lancamento}`, error, { status });
  return ((data ?? []) as LaunchClassRow[]).map(toLaunchClass);
}

/** One class by id (any launch: a lead's link outlives the launch being current), or null when there is no such class. */
export async function fetchLaunchClass(classId: number): Promise<LaunchClass | null> {
  if (!Number.isSafeInteger(classId) || classId < 1) return null;
  const inPage = pageContent<LaunchClassRow>('launch_classes');
  const fromPage = inPage?.find((row) => row.id === classId);
  if (fromPage) return toLaunchClass(fromPage);
  const rest = await (await import('./rest')).getPublicRest();
  const { data, error, status } = await rest
    .from('launch_classes')
    .select(columnList(LAUNCH_CLASS_COLUMN_NAMES))
    .eq('id', classId)
    .limit(1);
  if (error) throw fail(`erro ao carregar a aula ${classId}`, error, { status });
  const row = (data ?? [])[0] as LaunchClassRow | undefined;
  return row ? toLaunchClass(row) : null;
}
