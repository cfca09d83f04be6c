import type { ProgrammingExperience } from './register-lead';
import { digitsOnly } from '@funil/text/digits';
import { callPublicRpc } from './rpc';

export interface WaitlistInput {
  name: string;
  email: string;
  /** Optional: dial code plus number; non-digits stripped; empty -> null. */
  whatsapp?: string | null;
  programmingExperience: ProgrammingExperience;
}

/** Joins the waiting list; a repeat e-mail is success (nothing duplicated). */
export async function joinWaitlist(input: WaitlistInput): Promise<void> {
  const whatsapp = digitsOnly(input.whatsapp ?? '');
  await callPublicRpc<unknown>(
    'join_waitlist',
    {
      p_name: input.name,
      p_email: input.email,
      p_whatsapp: whatsapp === '' ? null : whatsapp,
      p_programming_experience: input.programmingExperience,
    },
    'erro ao entrar na lista de espera',
  );
}
