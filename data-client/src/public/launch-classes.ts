import { fail } from '../errors';
import { getPublicRest } from './rest';

/** A live class of a launch as visitors see it (the live link is not public: it goes out in the messages). */
export interface LaunchClass {
  id: number;
  position: number;
  title: string;
  /** ISO timestamp. */
  startsAt: string;
}

/** The classes of a launch in order (empty when none were entered: the pages fall back to the event's start). */
export async function fetchLaunchClasses(lancamento: number): Promise<LaunchClass[]> {
  const rest = await getPublicRest();
  const { data, error, status } = await rest
    .from('launch_classes')
    .select('id, position, title, starts_at')
    .eq('lancamento', lancamento)
    .order('position');
  if (error) throw fail(`erro ao carregar as aulas do lançamento ${lancamento}`, error, { status });
  return (data ?? []).map((row) => ({ id: row.id, position: row.position, title: row.title, startsAt: row.starts_at }));
}
