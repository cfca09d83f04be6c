import { lazy, Suspense, useState } from 'react';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { CountryPhoneInput } from '@funil/shared-ui/phone-input/country-phone-input';
import { DEFAULT_COUNTRY, type Country } from '@funil/shared-ui/phone-input/countries';
import { SUBMITTING_LABEL, type ProgrammingExperience } from '../registration-messages';
import type { RegistrationField } from '../registration-validation';
import { prefetchValidation, useRegistrationSubmit } from '../hooks/use-registration-submit';
import { ExperienceChoices } from './experience-choices';
import { RegistrationAlert } from './registration-alert';
// The landing's first-load JS must not grow (scripts/bundle-budgets.json): this pre-rendered form wears the design
// system's Field, Input, RadioGroup (card), Notice and Button (link) through lead-form.module.css, whose classes
// compose theirs (the same markup the components render, without their JS). Every other form uses the components.
import styles from '../../shared/lead-form.module.css';

// The modal and the policy text are only downloaded when the visitor opens them.
const PrivacyPolicyModal = lazy(() => import('./privacy-policy-modal'));

const FIELD_IDS: Record<RegistrationField, string> = {
  name: 'inscricao-nome',
  email: 'inscricao-email',
  experience: 'inscricao-experiencia-already_programmed',
  whatsapp: 'inscricao-whatsapp',
};

const ERROR_ID = 'inscricao-erro';

/** The registration form (visitor-side.md §2, §4, §5): name, e-mail, WhatsApp with country, experience. */
export function RegistrationForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [whatsappNumber, setWhatsappNumber] = useState('');
  const [experience, setExperience] = useState<ProgrammingExperience | ''>('');
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const { error, submitting, handleSubmit } = useRegistrationSubmit(
    { name, email, country, whatsappNumber, experience },
    (field) => document.getElementById(FIELD_IDS[field])?.focus(),
  );
  // Disabled while submitting. The pre-rendered markup is usable from the first paint: the shell adopts what was typed
  // and carries a held submit out at takeover (shell/src/prerender/prerender-takeover.tsx).
  const locked = submitting;

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
      <ExperienceChoices
        value={experience}
        onChange={setExperience}
        disabled={locked}
        invalid={invalidField === 'experience'}
        describedBy={describedBy('experience')}
      />
      {/* The WhatsApp message is shown by the phone input itself, under the number. */}
      {error && error.field !== 'whatsapp' && <RegistrationAlert id={ERROR_ID} message={error.message} />}
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
