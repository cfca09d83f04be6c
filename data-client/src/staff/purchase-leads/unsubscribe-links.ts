import { checkId, fail } from '../../errors';
import type { z } from 'zod';
import { getSupabase } from '../supabase';
import type { unsubscribeLinkRow } from './answers';

/** A registered lead and the token of its unsubscribe link (`/descadastro?hash=<token>`), for the mailing. */
export type UnsubscribeLinkRow = z.infer<typeof unsubscribeLinkRow>;

/**
 * The unsubscribe tokens of a launch's leads (public.lead_unsubscribe_tokens, staff only). No public function ever
 * returns them: they reach people only in the links the mailing sends.
 */
export async function fetchUnsubscribeLinks(lancamento: number): Promise<UnsubscribeLinkRow[]> {
  checkId(lancamento, 'launch id');
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_unsubscribe_tokens', { p_lancamento: lancamento });
  if (error) throw fail('erro ao carregar os links de descadastro', error, { status });
  return data ?? [];
}

/** The unsubscribe link of a token on the site's origin. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/descadastro?hash=${encodeURIComponent(token)}`;
}
