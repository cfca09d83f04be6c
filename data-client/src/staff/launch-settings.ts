import { fail, MESSAGES } from '../errors';
import { getSupabase } from './supabase';

/** The launches columns staff edit (snake_case, as the table). Timestamps as ISO strings. */
export interface LaunchSettings {
  lancamento: number;
  name: string;
  event_date_text: string;
  event_time_text: string;
  event_starts_at: string;
  event_ends_at: string;
  registration_deadline: string;
  cart_opens_at: string;
  cart_opens_text: string;
  lessons_countdown_at: string;
  level_lessons_countdown_at: string;
  group_link_intermediaria: string;
  group_link_iniciante: string;
  vip_group_link_beginner: string;
  vip_group_link_intermediate: string;
  lessons_group_chat_link: string;
  checkout_url_beginners: string;
  checkout_url_advanced: string;
  checkout_url_beginners_after_deadline: string | null;
  checkout_url_advanced_after_deadline: string | null;
  is_current: boolean;
}

const COLUMNS =
  'lancamento, name, event_date_text, event_time_text, event_starts_at, event_ends_at, registration_deadline, cart_opens_at, ' +
  'cart_opens_text, lessons_countdown_at, level_lessons_countdown_at, group_link_intermediaria, group_link_iniciante, ' +
  'vip_group_link_beginner, vip_group_link_intermediate, lessons_group_chat_link, checkout_url_beginners, checkout_url_advanced, ' +
  'checkout_url_beginners_after_deadline, checkout_url_advanced_after_deadline, is_current';

/** Every launch, newest first. */
export async function fetchLaunchSettings(): Promise<LaunchSettings[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('launches').select(COLUMNS).order('lancamento', { ascending: false });
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
