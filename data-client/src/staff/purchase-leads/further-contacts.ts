import { fail, refuse } from '../../errors';
import type { z } from 'zod';
import { getSupabase } from '../supabase';
import type { furtherContact } from './answers';

/** Which kind of lead the further contacts belong to (the form the repeat came through). */
export type FurtherContactSource = 'registration' | 'waitlist' | 'purchase_intent';

/**
 * What a repeat registration, waiting-list entry or purchase intent for a stored e-mail typed when it differed from
 * the stored data (which an anonymous call never overwrites), with its own consent record (schema: staff-answers.ts).
 */
export type FurtherContact = z.infer<typeof furtherContact>;

/** The function answers at most this many leads per call. */
export const FURTHER_CONTACTS_MAX_IDS = 500;

/** Further contacts of the given leads (public.lead_further_contacts), newest first, keyed by lead id. */
export async function fetchFurtherContacts(
  source: FurtherContactSource,
  ids: readonly number[],
): Promise<Map<number, FurtherContact[]>> {
  const result = new Map<number, FurtherContact[]>();
  if (ids.length === 0) return result;
  if (ids.length > FURTHER_CONTACTS_MAX_IDS)
    throw refuse('too_many', `further contacts of ${ids.length} leads (at most ${FURTHER_CONTACTS_MAX_IDS})`);
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('lead_further_contacts', { p_source: source, p_ids: [...ids] });
  if (error) throw fail('erro ao carregar os outros contatos dos leads', error, { status });
  for (const [id, contacts] of Object.entries(data ?? {})) result.set(Number(id), contacts);
  return result;
}
