import { fail, MESSAGES } from '../errors';
import { LAUNCH_COLUMNS, type LaunchRow } from '../public/launches';
import { getSupabase } from './supabase';

/** The launches columns staff edit (snake_case, as the table; timestamps as ISO strings): the public row shape. */
export type LaunchSettings = LaunchRow;

/** Every launch, newest first. */
export async function fetchLaunchSettings(): Promise<LaunchSettings[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('launches').select(LAUNCH_COLUMNS).order('lancamento', { ascending: false });
  if (error) throw fail('erro ao carregar os lançamentos', error, { fallback: MESSAGES.staffFailed, status });
  return (data ?? []) as unknown as LaunchSettings[];
}

export const LAUNCH_MESSAGES = {
  saveFailed: 'Erro ao salvar o lançamento. Tente novamente.',
  currentFailed: 'Erro ao tornar o lançamento atual. Tente novamente.',
} as const;

/** Creates or updates a launch (validated by public.save_launch; its Portuguese message on error). */
export async function saveLaunchSettings(launch: Omit<LaunchSettings, 'is_current'>): Promise<number> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('save_launch', { p_launch: launch });
  if (error) throw fail('erro ao salvar o lançamento', error, { fallback: LAUNCH_MESSAGES.saveFailed, status });
  return Number(data);
}

/** Makes a launch the current one (the public pages read it on their next load). */
export async function makeLaunchCurrent(lancamento: number): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('make_launch_current', { p_lancamento: lancamento });
  if (error) throw fail('erro ao tornar o lançamento atual', error, { fallback: LAUNCH_MESSAGES.currentFailed, status });
}
