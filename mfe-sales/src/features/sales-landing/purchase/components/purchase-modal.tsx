import { useRef, useState, type FormEvent } from 'react';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { Modal } from '@funil/shared-ui/modal';
import { Field } from '@funil/shared-ui/field';
import { Input } from '@funil/shared-ui/input';
import { Notice } from '@funil/shared-ui/notice';
import { CountryPhoneInput } from '@funil/shared-ui/phone-input/country-phone-input';
import { DEFAULT_COUNTRY, formatPhone, type Country } from '@funil/shared-ui/phone-input/phone-mask';
import { errorText } from '@funil/data-client/error-text';
import type { Utm } from '@funil/data-client/tracking/utm-store';
import type { Offer } from '../../../shared/checkout/parse-offer';
import type { PurchasePrefill } from '../../sales-query';
import { completePurchase, loadPurchaseServices, type PurchaseServices } from '../api/complete-purchase';
import { validatePurchase, type PurchaseErrors, type PurchaseField } from '../purchase-validation';
import styles from './purchase-modal.module.css';

/** The purchase modal's save failure (the spec's copy). */
const PURCHASE_SAVE_FAILED = 'Erro ao salvar dados. Tente novamente.';

export interface PurchaseModalProps {
  open: boolean;
  onClose: () => void;
  offer: Offer;
  utm: Utm;
  prefill: PurchasePrefill;
  /** Where the visitor goes after saving (default: window.location.assign). */
  navigate?: (url: string) => void;
  /** Data services (default: data-client, loaded on first submit). */
  services?: () => Promise<PurchaseServices>;
  /** The clock (checkout deadline). */
  now?: () => Date;
}

export const SUBMIT_LABEL = 'Ir para o pagamento';
export const SAVING_LABEL = 'Salvando...';

const IDS = { name: 'compra-nome', email: 'compra-email', whatsapp_number: 'compra-whatsapp' } as const;

function initialNumber(prefill: PurchasePrefill): string {
  return prefill.phone ? formatPhone(prefill.phone.digits, DEFAULT_COUNTRY) : '';
}

/**
 * The purchase modal (visitor-side spec §2, §4, §5, §8): name, e-mail, WhatsApp with country; saves the purchase lead
 * and sends the visitor to the checkout. Stays mounted while closed so what was typed survives closing and reopening.
 */
export default function PurchaseModal({
  open,
  onClose,
  offer,
  utm,
  prefill,
  navigate = (url) => window.location.assign(url),
  services = loadPurchaseServices,
  now = () => new Date(),
}: PurchaseModalProps) {
  const [name, setName] = useState(prefill.name);
  const [email, setEmail] = useState(prefill.email);
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [number, setNumber] = useState(() => initialNumber(prefill));
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Checked and set synchronously: a double click never saves twice.
  const inFlight = useRef(false);

  const clearError = (field: PurchaseField) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setFailure(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = validatePurchase({ name, email, whatsapp_country: country.dial, whatsapp_number: number });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['name', 'email', 'whatsapp_number'] as const).find((field) => checked.errors[field]);
      if (first) document.getElementById(IDS[first])?.focus();
      return;
    }
    inFlight.current = true;
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const url = await completePurchase({ values: checked.values, offer, utm, now: now() }, await services());
      setName('');
      setEmail('');
      setCountry(DEFAULT_COUNTRY);
      setNumber('');
      setSaving(false);
      onClose();
      navigate(url);
    } catch (error) {
      console.error('Erro ao salvar o lead de compra', error);
      // Too many attempts (429): the shared 'Muitas tentativas...'; anything else (a refused input included: the form
      // checked the same rules): the spec's. What was typed stays.
      setFailure(errorText(error, { fallback: PURCHASE_SAVE_FAILED, invalid: PURCHASE_SAVE_FAILED }));
      setSaving(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Falta pouco! Preencha seus dados" size="sm">
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={saving}>
        <p className={styles.intro}>Informe seus dados para seguir para o pagamento seguro.</p>
        <Field id={IDS.name} label="Nome completo" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              value={name}
              disabled={saving}
              onChange={(e) => {
                setName(e.target.value);
                clearError('name');
              }}
            />
          )}
        </Field>
        <Field id={IDS.email} label="E-mail" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              disabled={saving}
              onChange={(e) => {
                setEmail(e.target.value);
                clearError('email');
              }}
            />
          )}
        </Field>
        <div className={styles.field}>
          <CountryPhoneInput
            id={IDS.whatsapp_number}
            label="WhatsApp"
            country={country}
            onCountryChange={(next) => {
              setCountry(next);
              setNumber('');
              clearError('whatsapp_number');
            }}
            number={number}
            onNumberChange={(masked) => {
              setNumber(masked);
              clearError('whatsapp_number');
            }}
            disabled={saving}
            error={errors.whatsapp_number}
            required
          />
        </div>
        {failure ? (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        ) : null}
        <CtaButton type="submit" size="lg" fullWidth disabled={saving}>
          {saving ? SAVING_LABEL : SUBMIT_LABEL}
        </CtaButton>
        <p className={styles.note}>Seus dados estão seguros e são usados apenas para a sua inscrição no curso.</p>
      </form>
    </Modal>
  );
}
