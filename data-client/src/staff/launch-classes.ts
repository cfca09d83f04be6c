// The live classes of a launch as staff edit them (with the live link), saved as a whole list
// (public.save_launch_classes: in order, an id keeps that class, a class left out is removed).
import { DataError, fail } from '../errors';
import { getSupabase } from './supabase';

export interface StaffLaunchClass {
  id: number;
  position: number;
  title: string;
  /** ISO timestamp. */
  starts_at: string;
  live_url: string | null;
}

/** What the form sends: an existing class keeps its id. */
export interface LaunchClassInput {
  id?: number | null;
  title: string;
  starts_at: string;
  live_url?: string | null;
}

/** The classes of a launch, in order. */
export async function fetchStaffLaunchClasses(lancamento: number): Promise<StaffLaunchClass[]> {
  if (!Number.isInteger(lancamento) || lancamento < 1) throw new DataError('Lançamento inválido.', 'invalid');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('launch_classes')
    .select('id, position, title, starts_at, live_url')
    .eq('lancamento', lancamento)
    .order('position');
  if (error) throw fail('erro ao carregar as aulas', error, { status });
  return data ?? [];
}

/** Replaces the classes of a launch by the list given (validated by the database); returns them as saved. */
export async function saveLaunchClasses(
  lancamento: number,
  classes: readonly LaunchClassInput[],
): Promise<StaffLaunchClass[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('save_launch_classes', {
    p_lancamento: lancamento,
    p_classes: classes.map((c) => ({
      id: c.id ?? null,
      title: c.title,
      starts_at: c.starts_at,
      live_url: c.live_url ?? null,
    })),
  });
  if (error) throw fail('erro ao salvar as aulas', error, { status });
  return data ?? [];
}
