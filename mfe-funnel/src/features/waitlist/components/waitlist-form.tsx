import { lazy, Suspense, useState } from 'react';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { Button } from '@funil/shared-ui/button';
import { Field } from '@funil/shared-ui/field';
import { Input } from '@funil/shared-ui/input';
import { Notice } from '@funil/shared-ui/notice';
import { RadioGroup } from '@funil/shared-ui/radio-group';
import { CountryPhoneInput } from '@funil/shared-ui/phone-input/country-phone-input';
import { SUBMIT_LABEL, SUBMITTING_LABEL, WAITLIST_EXPERIENCE_OPTIONS } from '../waitlist-content';
import type { useWaitlistForm } from '../hooks/use-waitlist-form';
import styles from '../../shared/lead-form.module.css';

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
    <form
      className={styles.form}
      onSubmit={(event) => void form.submit(event)}
      onFocus={form.prefetchValidation}
      aria-labelledby="lista-espera-form-titulo"
      aria-busy={form.submitting}
    >
      <h2 id="lista-espera-form-titulo" className={styles.title}>
        Entre na lista de espera
      </h2>
      <Field id="lista-espera-nome" label="Nome completo">
        {(control) => (
          <Input
            {...control}
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
        )}
      </Field>
      <Field id="lista-espera-email" label="E-mail">
        {(control) => (
          <Input
            {...control}
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
        )}
      </Field>
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
      <RadioGroup
        legend="Você já programou antes?"
        appearance="card"
        orientation="horizontal"
        idPrefix="lista-espera-experiencia"
        name="programming_experience"
        options={WAITLIST_EXPERIENCE_OPTIONS}
        value={values.experience === '' ? null : values.experience}
        onChange={form.setExperience}
        required
        disabled={submitting}
        invalid={invalid('programming_experience')}
        describedBy={describedBy('programming_experience')}
      />
      {error && error.field !== 'whatsapp' && (
        <Notice id={ERROR_ID} tone="danger" role="alert">
          {error.message}
        </Notice>
      )}
      <CtaButton type="submit" variant="primary" size="lg" fullWidth disabled={submitting}>
        {form.submitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
      </CtaButton>
      <p className={styles.consent}>
        Ao ativar o lembrete, você concorda com a nossa{' '}
        <Button variant="link" onClick={() => setPrivacyOpen(true)}>
          Política de Privacidade
        </Button>
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
