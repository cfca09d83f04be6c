import { columnList } from '../db';
import { fail } from '../errors';
import { LAUNCH_CLASS_COLUMN_NAMES, pageContent } from './public-content';

/** A live class of a launch as visitors see it (the live link is not public: it goes out in the messages). */
export interface LaunchClass {
  id: number;
  position: number;
  title: string;
  /** ISO timestamp. */
  startsAt: string;
}

interface LaunchClassRow {
  id: number;
  lancamento: number;
  position: number;
  title: string;
  starts_at: string;
}

const toLaunchClass = (row: LaunchClassRow): LaunchClass => ({
  id: row.id,
  position: row.position,
  title: row.title,
  startsAt: row.starts_at,
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
