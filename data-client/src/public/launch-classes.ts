import { columnList } from '../db';
import { fail } from '../errors';
import { toLaunchClass, type LaunchClass, type LaunchClassRow } from './class-phase';
import { LAUNCH_CLASS_COLUMN_NAMES, pageContent } from './public-content';

export type { LaunchClass };

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

/**
 * One class by id from the page's data block, read synchronously (the class page's first render); undefined when the
 * page has no block or the class is not in it.
 */
export function launchClassInPage(classId: number): LaunchClass | undefined {
  const row = pageContent<LaunchClassRow>('launch_classes')?.find((candidate) => candidate.id === classId);
  return row ? toLaunchClass(row) : undefined;
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
