import { actionErrorText } from '../../shared/error-text';
import { Input } from '@funil/shared-ui/input';
import { Select } from '@funil/shared-ui/select';
import { Notice } from '@funil/shared-ui/notice';
import { useState, type FormEvent } from 'react';
import { Modal } from '@funil/shared-ui/modal';
import { Button } from '@funil/shared-ui/button';
import type { UnmatchedCheckoutEvent } from '@funil/data-client/staff/checkout';
import { CHECKOUT_TEXTS } from '../../shared/checkout-text';
import { useLinkCheckoutEventMutation } from '../api/use-link-checkout-event-mutation';
import { Field } from '../../shared/components/field';
import { statusInfo } from '../../shared/lead-status';
import { brlText, checkoutEventLabel } from '../../shared/checkout-text';
import layout from '../../shared/components/dashboard.module.css';
import { normalizeEmail } from '@funil/text/email';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * 'Vincular a um lead': the purchase lead's e-mail (the buyer's by default) and launch, then a confirmation step;
 * the database links the event (and the unmatched events of its transaction) and re-applies the lead's status.
 * A refusal (no such lead) keeps what was typed.
 */
export function LinkEventDialog({
  event,
  launches,
  defaultLaunch,
  onClose,
  onLinked,
}: {
  event: UnmatchedCheckoutEvent;
  launches: number[];
  defaultLaunch: number;
  onClose: () => void;
  onLinked: (message: string) => void;
}) {
  const [email, setEmail] = useState(event.buyer_email);
  const [launch, setLaunch] = useState(event.lancamento ?? defaultLaunch);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useLinkCheckoutEventMutation({
    onSuccess: (result) => {
      const status = result.status ? statusInfo(result.status).label : 'sem mudança';
      onLinked(`Evento vinculado a ${normalizeEmail(email)} (lançamento ${launch}). Status do lead: ${status}.`);
    },
    onError: (caught) => {
      setConfirming(false);
      setError(actionErrorText(caught, CHECKOUT_TEXTS.linkFailed));
    },
  });

  function review(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError('Por favor, informe um e-mail válido.');
      return;
    }
    setError(null);
    setConfirming(true);
  }

  const options = [...new Set([launch, ...launches])].sort((a, b) => b - a);
  return (
    <Modal open title="Vincular evento a um lead de compra" onClose={onClose} size="md">
      <form className={layout.stack} onSubmit={review} noValidate>
        <p>
          {checkoutEventLabel(event.event)} — {event.buyer_name ?? event.buyer_email} — {brlText(event.price)}
        </p>
        <Field label="E-mail do lead de compra">
          {(id) => (
            <Input
              id={id}
              type="email"
              autoComplete="off"
              value={email}
              disabled={confirming || mutation.isPending}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <Field label="Lançamento">
          {(id) => (
            <Select
              id={id}
              value={launch}
              disabled={confirming || mutation.isPending}
              onChange={(e) => setLaunch(Number(e.target.value))}
            >
              {options.map((n) => (
                <option key={n} value={n}>
                  Lançamento {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {error && (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        )}
        {confirming ? (
          <div className={layout.stack} role="group" aria-label="Confirmação">
            <p>
              Vincular este evento ao lead de compra {normalizeEmail(email)} do lançamento {launch}? O status do lead
              passa a seguir os eventos do checkout.
            </p>
            <div className={layout.row}>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setConfirming(false)}
                disabled={mutation.isPending}
              >
                Voltar
              </Button>
              <Button
                type="button"
                onClick={() => mutation.mutate({ eventId: event.id, email: email.trim(), lancamento: launch })}
                disabled={mutation.isPending}
              >
                {mutation.isPending ? 'Vinculando...' : 'Confirmar vínculo'}
              </Button>
            </div>
          </div>
        ) : (
          <div className={layout.row}>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Vincular</Button>
          </div>
        )}
      </form>
    </Modal>
  );
}
