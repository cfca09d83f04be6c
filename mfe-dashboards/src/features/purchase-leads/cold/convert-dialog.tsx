import { actionErrorText } from '../../shared/error-text';
import { Notice } from '@funil/shared-ui/notice';
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '@funil/shared-ui/modal';
import { Button } from '@funil/shared-ui/button';
import type { ColdLead } from '@funil/data-client/staff/cold-leads';
import { useConvertColdLeadMutation } from '../api/use-convert-cold-lead-mutation';
import { CONVERSION_MESSAGES, conversionMessage, conversionPayload, validateConversionInput } from './conversion';
import { contactName, contactPhone } from './cold-table';
import layout from '../../shared/components/dashboard.module.css';
import { Field } from '../../shared/components/field';
import { Input } from '@funil/shared-ui/input';

export const AUTO_CLOSE_MS = 2000;

/** Converts one cold lead into a purchase lead; closes itself 2 s after a success (the lists reload). */
export function ConvertDialog({ lead, onClose }: { lead: ColdLead | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useConvertColdLeadMutation({
    onError: (caught) => setError(actionErrorText(caught, CONVERSION_MESSAGES.failed)),
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, onClose]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!lead) return;
    const invalid = validateConversionInput({ email, name });
    setError(invalid);
    if (invalid) return;
    mutation.mutate({ id: lead.id, ...conversionPayload({ email, name }) });
  }

  return (
    <Modal open={lead !== null} title="Converter em lead quente" onClose={onClose} size="md">
      {lead && (
        <form className={layout.stack} onSubmit={submit} noValidate>
          <p>
            {contactName(lead)} — {contactPhone(lead)}
          </p>
          <Field label="E-mail (opcional)">
            {(id) => (
              <Input
                id={id}
                type="text"
                inputMode="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                disabled={mutation.isPending || mutation.isSuccess}
                aria-describedby="convert-email-hint"
              />
            )}
          </Field>
          <span id="convert-email-hint" className={layout.muted}>
            Em branco, um e-mail temporário é gerado.
          </span>
          <Field label="Nome (opcional)">
            {(id) => (
              <Input
                id={id}
                type="text"
                value={name}
                placeholder={lead.saved_name ?? undefined}
                onChange={(e) => setName(e.target.value)}
                disabled={mutation.isPending || mutation.isSuccess}
              />
            )}
          </Field>
          {error && (
            <Notice tone="danger" role="alert">
              {error}
            </Notice>
          )}
          {mutation.data && (
            <Notice tone="success" role="status">
              <p>{conversionMessage(mutation.data)}</p>
              {mutation.data.alreadyConverted && (
                <p>
                  {mutation.data.name} — {mutation.data.email}
                </p>
              )}
            </Notice>
          )}
          <div className={layout.row}>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={mutation.isPending || mutation.isSuccess}>
              {mutation.isPending ? 'Convertendo...' : 'Converter'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
