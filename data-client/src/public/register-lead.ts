import { DataError } from '../errors';
import type { Utm } from '../tracking/utm-store';
import { compactUtm, EMPTY_UTM } from '../tracking/utm-store';
import { callPublicRpc, firstRow } from './rpc';
import { digitsOnly } from '@funil/text/digits';

export type ProgrammingExperience = 'already_programmed' | 'want_to_learn';
export type Track = 'intermediaria' | 'iniciante';

export interface RegistrationInput {
  name: string;
  email: string;
  /** Country code plus number; non-digits are stripped here (e.g. '+55 (11) 99999-9999' -> '5511999999999'). */
  whatsapp: string;
  programmingExperience: ProgrammingExperience;
  /** Launch number; the server uses the current launch when absent. */
  lancamento?: number;
  /** The visit's first-touch tracking record (readUtm()); empty fields are dropped. */
  utm?: Partial<Utm>;
  /** Browser language (navigator.language), recorded with the consent. */
  language?: string;
}

export interface RegistrationResult {
  /**
   * Opaque URL-safe token of this registration attempt, for the thank-you and survey links (`data`). It is not the
   * unsubscribe token (that one reaches people only in the mailing's links).
   */
  token: string;
  track: Track;
}

/**
 * Registers a lead through register_lead. A repeat for the same e-mail and launch keeps what is stored and records
 * other contact data as a further contact. Consent, IP and user agent are recorded by the server. Failures are
 * DataErrors of a kind: 'invalid' (with the function's validation message), 'rate_limited' (429), 'network', 'unknown';
 * the registration form words them.
 */
export async function registerLead(input: RegistrationInput): Promise<RegistrationResult> {
  const args: Record<string, unknown> = {
    p_name: input.name,
    p_email: input.email,
    p_whatsapp: digitsOnly(input.whatsapp),
    p_programming_experience: input.programmingExperience,
    p_utm: input.utm ? compactUtm({ ...EMPTY_UTM, ...input.utm }) : {},
  };
  if (input.lancamento !== undefined) args.p_lancamento = input.lancamento;
  if (input.language) args.p_language = input.language;
  const data = await callPublicRpc<unknown>('register_lead', args, 'erro ao registrar inscrição');
  const row = firstRow<{ token?: unknown; track?: unknown }>(data);
  if (!row || typeof row.token !== 'string' || (row.track !== 'intermediaria' && row.track !== 'iniciante')) {
    console.error('[data-client] resposta inesperada de register_lead', data);
    throw new DataError('resposta inesperada de register_lead', 'unknown');
  }
  return { token: row.token, track: row.track };
}
