import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Country } from '@funil/shared-ui/phone-input/countries';
import { errorText } from '@funil/data-client/error-text';
import { REGISTRATION_FAILURE_MESSAGE, thankYouPath, type ProgrammingExperience } from '../registration-messages';
import type { RegistrationError, RegistrationField } from '../registration-validation';
import { submitRegistration } from '../api/submit-registration';

// The validation (zod schema from data-client) is fetched when the visitor first touches the form, not with the page.
const loadValidation = () => import('../registration-validation');

/** Starts downloading the validation (the form calls it on its first focus). */
export const prefetchValidation = () => void loadValidation().catch(() => undefined);

export interface RegistrationValues {
  name: string;
  email: string;
  country: Country;
  whatsappNumber: string;
  experience: ProgrammingExperience | '';
}

/** A field's message, or a message for the whole form (`field: null`). */
export type RegistrationFormError = RegistrationError | { field: null; message: string };

/**
 * The registration's submit: the spec's checks in its order (the first refused field gets `onInvalid`), then the
 * registration and the thank-you page; on failure the spec's text (or the abuse limits'), and what was typed stays.
 */
export function useRegistrationSubmit(values: RegistrationValues, onInvalid: (field: RegistrationField) => void) {
  const navigate = useNavigate();
  const [error, setError] = useState<RegistrationFormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same frame sees it before React re-renders with `disabled`.
  const inFlight = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, checked and set synchronously: a second click never starts a second request.
    if (inFlight.current) return;
    inFlight.current = true;
    const { name, email, country, whatsappNumber, experience } = values;
    let invalid: RegistrationError | null;
    try {
      const { validateRegistration } = await loadValidation();
      invalid = validateRegistration({ name, email, whatsappCountry: country.dial, whatsappNumber, experience });
    } catch (cause) {
      console.error('Erro ao carregar a validação do formulário', cause);
      setError({ field: null, message: REGISTRATION_FAILURE_MESSAGE });
      inFlight.current = false;
      return;
    }
    if (invalid || experience === '') {
      if (invalid) {
        setError(invalid);
        onInvalid(invalid.field);
      }
      inFlight.current = false;
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { token } = await submitRegistration({ name, email, country, whatsappNumber, experience });
      navigate(thankYouPath(experience, token));
    } catch (cause) {
      console.error('Erro ao realizar inscrição', cause);
      // Too many attempts (429): the shared 'Muitas tentativas...'; anything else (a refused input included: the form
      // checked the same rules before sending): the spec's. What was typed stays.
      setError({
        field: null,
        message: errorText(cause, { fallback: REGISTRATION_FAILURE_MESSAGE, invalid: REGISTRATION_FAILURE_MESSAGE }),
      });
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { error, submitting, handleSubmit };
}
