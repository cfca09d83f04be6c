import { lazy, Suspense, useState } from 'react';
import { CtaButton } from '@funil/shared-ui/src/cta-button/cta-button';
import { CountryPhoneInput } from '@funil/shared-ui/src/phone-input/country-phone-input';
import { SUBMIT_LABEL, SUBMITTING_LABEL, WAITLIST_EXPERIENCE_OPTIONS } from '../waitlist-content';
import type { useWaitlistForm } from '../hooks/use-waitlist-form';
import styles from '../../../shared/lead-form.module.css';

const PrivacyPolicyModal = lazy(() => import('./waitlist-privacy-modal'));

const ERROR_ID = 'lista-espera-erro';

export interface WaitlistFormProps {
  form: ReturnType<typeof useWaitlistForm>;
}

/** Name, e-mail, optional WhatsApp with the country picker, yes/no experience; privacy policy in a modal. */
export function WaitlistForm({ form }: WaitlistFormProps) {
  const { values, error } = form;
  // Disabled while submitting. The pre-rendered markup is usable from the first paint (the shell adopts it at takeover).
  const submitting = form.submitting;
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const describedBy = (field: string) => (error?.field === field ? ERROR_ID : undefined);

  return (
    <form className={styles.form} onSubmit={(event) => void form.submit(event)} onFocus={form.prefetchValidation} aria-labelledby="lista-espera-form-titulo" aria-busy={form.submitting}>
      <h2 id="lista-espera-form-titulo" className={styles.title}>
        Entre na lista de espera
      </h2>
      <div className={styles.field}>
        <label htmlFor="lista-espera-nome">Nome completo</label>
        <input
          id="lista-espera-nome"
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => form.setName(e.target.value)}
          disabled={submitting}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
          placeholder="Seu nome completo"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="lista-espera-email">E-mail</label>
        <input
          id="lista-espera-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => form.setEmail(e.target.value)}
          disabled={submitting}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
          placeholder="seu@email.com"
        />
      </div>
      <div className={styles.field}>
        <CountryPhoneInput
          id="lista-espera-whatsapp"
          label="WhatsApp (opcional)"
          country={values.country}
          onCountryChange={form.setCountry}
          number={values.whatsappNumber}
          onNumberChange={form.setWhatsappNumber}
          disabled={submitting}
          error={error?.field === 'whatsapp' ? error.message : undefined}
        />
      </div>
      <fieldset
        className={styles.choices}
        disabled={submitting}
        aria-invalid={invalid('programming_experience')}
        aria-describedby={describedBy('programming_experience')}
      >
        <legend>Você já programou antes?</legend>
        <div className={styles.choiceRow}>
          {WAITLIST_EXPERIENCE_OPTIONS.map((option) => (
            <label key={option.value} className={styles.choice} htmlFor={`lista-espera-experiencia-${option.value}`}>
              <input
                id={`lista-espera-experiencia-${option.value}`}
                type="radio"
                name="programming_experience"
                value={option.value}
                required
                checked={values.experience === option.value}
                onChange={() => form.setExperience(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && error.field !== 'whatsapp' && (
        <p id={ERROR_ID} className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      <CtaButton type="submit" variant="primary" size="lg" fullWidth disabled={submitting}>
        {form.submitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
      </CtaButton>
      <p className={styles.consent}>
        Ao ativar o lembrete, você concorda com a nossa{' '}
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
