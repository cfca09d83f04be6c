import { useRef, useState, type FormEvent } from 'react';
import { DEFAULT_COUNTRY, type Country } from '@funil/shared-ui/phone-input/phone-mask';
import type { ProgrammingExperience } from '../waitlist-content';
import { digitsOnly } from '@funil/text/digits';
import { errorText } from '@funil/data-client/error-text';
import { submitWaitlist } from '../api/join-waitlist';

export type WaitlistStatus = 'idle' | 'submitting' | 'success' | 'error';
export type WaitlistField = 'name' | 'email' | 'whatsapp' | 'programming_experience';

// The zod schema is fetched when the visitor first focuses the form (or submits), not with the page.
const loadSchema = () => import('@funil/data-client/schemas/waitlist');

export const WAITLIST_FALLBACK_ERROR = 'Ocorreu um erro ao ativar o lembrete. Por favor, tente novamente.';

/**
 * The waiting-list form (visitor-side.md §4): idle -> submitting -> success | error. Fields keep their values on
 * any error; a second submit while one is in flight is ignored; a repeat e-mail is success (join_waitlist).
 */
export function useWaitlistForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountryState] = useState<Country>(DEFAULT_COUNTRY);
  const [whatsappNumber, setWhatsappNumber] = useState('');
  const [experience, setExperience] = useState<ProgrammingExperience | ''>('');
  const [status, setStatus] = useState<WaitlistStatus>('idle');
  const [error, setError] = useState<{ field: WaitlistField | null; message: string } | null>(null);
  const inFlight = useRef(false);

  function setCountry(next: Country) {
    setCountryState(next);
    setWhatsappNumber('');
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    // A ref, checked and set synchronously: a second click never starts a second request.
    if (inFlight.current) return;
    inFlight.current = true;
    let waitlistSchema: Awaited<ReturnType<typeof loadSchema>>['waitlistSchema'];
    try {
      ({ waitlistSchema } = await loadSchema());
    } catch (cause) {
      console.error('Erro ao carregar a validação do formulário', cause);
      setError({ field: null, message: WAITLIST_FALLBACK_ERROR });
      setStatus('error');
      inFlight.current = false;
      return;
    }
    const numberDigits = digitsOnly(whatsappNumber);
    const parsed = waitlistSchema.safeParse({
      name,
      email,
      // Optional; the 8-digit minimum applies to the number typed (without the dial code).
      whatsapp: numberDigits,
      programming_experience: experience,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: (issue?.path[0] as WaitlistField | undefined) ?? null,
        message: issue?.message ?? WAITLIST_FALLBACK_ERROR,
      });
      setStatus('error');
      inFlight.current = false;
      return;
    }
    setError(null);
    setStatus('submitting');
    try {
      await submitWaitlist({
        name: parsed.data.name,
        email: parsed.data.email,
        whatsapp: parsed.data.whatsapp === '' ? null : `${country.dial}${parsed.data.whatsapp}`,
        programmingExperience: parsed.data.programming_experience,
      });
      setStatus('success');
    } catch (cause) {
      console.error('Erro ao entrar na lista de espera', cause);
      // The server's validation message for a refused input, the shared 'Muitas tentativas...' for 429, else ours.
      setError({ field: null, message: errorText(cause, { fallback: WAITLIST_FALLBACK_ERROR }) });
      setStatus('error');
    } finally {
      inFlight.current = false;
    }
  }

  return {
    prefetchValidation: () => void loadSchema().catch(() => undefined),
    values: { name, email, country, whatsappNumber, experience },
    setName,
    setEmail,
    setCountry,
    setWhatsappNumber,
    setExperience,
    status,
    error,
    submitting: status === 'submitting',
    submit,
  };
}
