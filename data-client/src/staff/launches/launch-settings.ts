import { fail } from '../../errors';
import { LAUNCH_COLUMNS, type LaunchRow } from '../../public/launches';
import { getSupabase } from '../supabase';

/** The launches columns staff edit (snake_case, as the table; timestamps as ISO strings): the public row shape. */
export type LaunchSettings = LaunchRow;

/** Every launch, newest first. */
export async function fetchLaunchSettings(): Promise<LaunchSettings[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('launches')
    .select(LAUNCH_COLUMNS)
    .order('lancamento', { ascending: false });
  if (error) throw fail('erro ao carregar os lançamentos', error, { status });
  return (data ?? []) as LaunchSettings[];
}

/** A launch as the selectors offer it. */
export interface LaunchOption {
  lancamento: number;
  name: string;
  isCurrent: boolean;
}

/**
 * Every row of `launches` (number, name, current), newest first: the options of every launch selector in the
 * dashboards (a new launch is a row, so it appears everywhere without a code change).
 */
export async function fetchLaunchOptions(): Promise<LaunchOption[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('launch_options');
  if (error) throw fail('erro ao carregar a lista de lançamentos', error, { status });
  return ((data ?? []) as { lancamento: number; name: string; is_current: boolean }[]).map((row) => ({
    lancamento: Number(row.lancamento),
    name: row.name,
    isCurrent: row.is_current,
  }));
}

/** The option a selector starts on: the current launch, else the newest (null when there is no launch). */
export function defaultLaunchOption(options: readonly LaunchOption[]): LaunchOption | null {
  return options.find((option) => option.isCurrent) ?? options[0] ?? null;
}

/**
 * Creates a launch (public.create_launch): an existing number is refused with 'Já existe o lançamento N.', so a
 * new launch can never overwrite a running one.
 */
export async function createLaunchSettings(launch: Omit<LaunchSettings, 'is_current'>): Promise<number> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('create_launch', { p_launch: launch });
  if (error) throw fail('erro ao criar o lançamento', error, { status });
  return Number(data);
}

/** Updates a launch (validated by public.save_launch; its Portuguese message on error). */
export async function saveLaunchSettings(launch: Omit<LaunchSettings, 'is_current'>): Promise<number> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('save_launch', { p_launch: launch });
  if (error) throw fail('erro ao salvar o lançamento', error, { status });
  return Number(data);
}

/** Makes a launch the current one (the public pages read it on their next load). */
export async function makeLaunchCurrent(lancamento: number): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('make_launch_current', { p_lancamento: lancamento });
  if (error) throw fail('erro ao tornar o lançamento atual', error, { status });
}
