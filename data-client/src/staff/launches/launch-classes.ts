// The live classes of a launch as staff edit them (with the live link), saved as a whole list
// (public.save_launch_classes: in order, an id keeps that class, a class left out is removed).
import { checkId, fail } from '../../errors';
import { getSupabase } from '../supabase';

export interface StaffLaunchClass {
  id: number;
  position: number;
  title: string;
  /** ISO timestamp. */
  starts_at: string;
  live_url: string | null;
}

/** The class page's facts staff set per class (public.save_class_page). */
export interface ClassPageSettings {
  /** How long the live lasts (10-600). */
  duration_minutes: number;
  /** The offer's window in minutes from the class's start; both null: no offer on the page. */
  offer_from_minute: number | null;
  offer_to_minute: number | null;
  /** Until when the replay is on the page (ISO); null: until the launch's registration deadline. */
  replay_until: string | null;
}

/** A class as the settings page reads it: the list's fields and its page's. */
export type StaffClassWithPage = StaffLaunchClass & ClassPageSettings;

/** What the form sends: an existing class keeps its id. */
export interface LaunchClassInput {
  id?: number | null;
  title: string;
  starts_at: string;
  live_url?: string | null;
}

/** The classes of a launch, in order. */
export async function fetchStaffLaunchClasses(lancamento: number): Promise<StaffClassWithPage[]> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('launch_classes')
    .select(
      'id, position, title, starts_at, live_url, duration_minutes, offer_from_minute, offer_to_minute, replay_until',
    )
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

/** Saves a class page's facts (the database checks them and answers in Portuguese); returns them as saved. */
export async function saveClassPage(classId: number, settings: ClassPageSettings): Promise<ClassPageSettings> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('save_class_page', {
    p_class_id: classId,
    p_settings: { ...settings },
  });
  if (error) throw fail('erro ao salvar a página da aula', error, { status });
  return data;
}
