import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { CountryPhoneInput } from '@funil/shared-ui/phone-input/country-phone-input';
import { DEFAULT_COUNTRY, type Country } from '@funil/shared-ui/phone-input/countries';
import {
  EXPERIENCE_OPTIONS,
  REGISTRATION_FAILURE_MESSAGE,
  SUBMITTING_LABEL,
  thankYouPath,
  type ProgrammingExperience,
} from '../registration-messages';
import type { RegistrationError, RegistrationField } from '../registration-validation';
import { errorText } from '@funil/data-client/error-text';
import { submitRegistration } from '../api/submit-registration';
// The landing's first-load JS must not grow (scripts/bundle-budgets.json): this pre-rendered form wears the design
// system's Field, Input, RadioGroup (card), Notice and Button (link) through lead-form.module.css, whose classes
// compose theirs (the same markup the components render, without their JS). Every other form uses the components.
import styles from '../../shared/lead-form.module.css';

// The modal and the policy text are only downloaded when the visitor opens them.
const PrivacyPolicyModal = lazy(() => import('./privacy-policy-modal'));

// The validation (zod schema from data-client) is fetched when the visitor first touches the form, not with the page.
const loadValidation = () => import('../registration-validation');

const FIELD_IDS: Record<RegistrationField, string> = {
  name: 'inscricao-nome',
  email: 'inscricao-email',
  experience: 'inscricao-experiencia-already_programmed',
  whatsapp: 'inscricao-whatsapp',
};

const ERROR_ID = 'inscricao-erro';

/** The registration form (visitor-side.md §2, §4, §5): name, e-mail, WhatsApp with country, experience. */
export function RegistrationForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [whatsappNumber, setWhatsappNumber] = useState('');
  const [experience, setExperience] = useState<ProgrammingExperience | ''>('');
  const [error, setError] = useState<RegistrationError | { field: null; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // Disabled while submitting. The pre-rendered markup is usable from the first paint: the shell adopts what was typed
  // and carries a held submit out at takeover (shell/src/prerender/prerender-takeover.tsx).
  const locked = submitting;
  // A ref, not state: a second click in the same frame sees it before React re-renders with `disabled`.
  const inFlight = useRef(false);
  const prefetchValidation = () => void loadValidation().catch(() => undefined);

  function focusField(field: RegistrationField) {
    document.getElementById(FIELD_IDS[field])?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, checked and set synchronously: a second click never starts a second request.
    if (inFlight.current) return;
    inFlight.current = true;
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
        focusField(invalid.field);
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

  const invalidField = error?.field ?? null;
  const describedBy = (field: RegistrationField) => (invalidField === field ? ERROR_ID : undefined);

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      onFocus={prefetchValidation}
      aria-labelledby="inscricao-form-titulo"
      aria-busy={submitting}
      // The checks are ours, in the spec's order with its messages: the browser's own e-mail check would otherwise
      // block the submit first (an empty name with a malformed e-mail showed the browser's bubble, not the name message).
      noValidate
    >
      <h2 id="inscricao-form-titulo" className={styles.title}>
        Garanta sua vaga gratuita
      </h2>
      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.name} className={styles.label}>
          Nome completo
        </label>
        <input
          id={FIELD_IDS.name}
          className={styles.input}
          name="name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={locked}
          aria-invalid={invalidField === 'name' || undefined}
          aria-describedby={describedBy('name')}
          placeholder="Seu nome completo"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.email} className={styles.label}>
          E-mail
        </label>
        <input
          id={FIELD_IDS.email}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={locked}
          aria-invalid={invalidField === 'email' || undefined}
          aria-describedby={describedBy('email')}
          placeholder="seu@email.com"
        />
      </div>
      <div className={styles.field}>
        <CountryPhoneInput
          id={FIELD_IDS.whatsapp}
          label="WhatsApp"
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            setWhatsappNumber('');
          }}
          number={whatsappNumber}
          onNumberChange={setWhatsappNumber}
          disabled={locked}
          error={invalidField === 'whatsapp' ? error?.message : undefined}
        />
      </div>
      <fieldset
        className={styles.choices}
        data-appearance="card"
        disabled={locked}
        aria-invalid={invalidField === 'experience' || undefined}
        aria-describedby={describedBy('experience')}
      >
        <legend className={styles.legend}>Você já programou antes?</legend>
        <div className={styles.options}>
          {EXPERIENCE_OPTIONS.map((option) => (
            <label key={option.value} className={styles.choice} htmlFor={`inscricao-experiencia-${option.value}`}>
              <input
                id={`inscricao-experiencia-${option.value}`}
                className={styles.radio}
                type="radio"
                name="programming_experience"
                value={option.value}
                checked={experience === option.value}
                onChange={() => setExperience(option.value)}
              />
              <span className={styles.choiceText}>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* The WhatsApp message is shown by the phone input itself, under the number. */}
      {error && error.field !== 'whatsapp' && (
        <div id={ERROR_ID} className={styles.error} data-tone="danger" role="alert">
          <span className={styles.errorIcon} aria-hidden="true" />
          <div className={styles.errorBody}>{error.message}</div>
        </div>
      )}
      <CtaButton type="submit" variant="primary" size="lg" fullWidth disabled={locked}>
        {submitting ? SUBMITTING_LABEL : 'Quero participar gratuitamente'}
      </CtaButton>
      <p className={styles.consent}>
        Ao se inscrever, você concorda com a nossa{' '}
        <button type="button" className={styles.linkButton} onClick={() => setPrivacyOpen(true)}>
          Política de Privacidade
        </button>
        .
      </p>
      {privacyOpen && (
        <Suspense fallback={null}>
          <PrivacyPolicyModal open onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      )}
    </form>
  );
}
