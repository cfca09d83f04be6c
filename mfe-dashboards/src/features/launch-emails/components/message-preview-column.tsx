import { useState } from 'react';
import { Input } from '@funil/shared-ui/input';
import { Select } from '@funil/shared-ui/select';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { Field } from '../../shared/components/field';
import { loadErrorText } from '../../shared/error-text';
import { useEmailPreviewLeadsQuery } from '../api/use-email-preview-leads-query';
import { useEmailPreviewQuery } from '../api/use-email-preview-query';
import { LAUNCH_EMAILS_TEXT } from '../launch-email-text';
import { EmailPreview } from './email-preview';
import styles from './launch-emails.module.css';

/** The preview's choice for the sample lead (the database's own example values). */
export const SAMPLE = '';

/** The lead a preview choice names, null for the sample. */
export function previewLeadId(choice: string): number | null {
  return choice === SAMPLE ? null : Number(choice);
}

/**
 * The preview of the text being edited (not saved yet) as the chosen lead would receive it: a search among the
 * launch's leads, the choice, and the message rendered by the e-mail's own renderer.
 */
export function MessagePreviewColumn({
  message,
  subject,
  body,
  leadChoice,
  setLeadChoice,
}: {
  message: EmailMessage;
  subject: string;
  body: string;
  leadChoice: string;
  setLeadChoice: (choice: string) => void;
}) {
  const [search, setSearch] = useState('');
  const leads = useEmailPreviewLeadsQuery(message.lancamento, search.trim());
  const leadId = previewLeadId(leadChoice);
  const preview = useEmailPreviewQuery(message.id, leadId);
  return (
    <div className={styles.editorColumn}>
      <Field label={LAUNCH_EMAILS_TEXT.searchLead}>
        {(id) => <Input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
      </Field>
      <Field label={LAUNCH_EMAILS_TEXT.previewAs}>
        {(id) => (
          <Select id={id} value={leadChoice} onChange={(e) => setLeadChoice(e.target.value)}>
            <option value={SAMPLE}>{LAUNCH_EMAILS_TEXT.sampleLead}</option>
            {leadId !== null && !(leads.data ?? []).some((lead) => lead.id === leadId) && (
              <option value={leadChoice}>Lead escolhido</option>
            )}
            {(leads.data ?? []).map((lead) => (
              <option key={lead.id} value={String(lead.id)}>
                {lead.name} — {lead.email}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <p className={styles.muted}>
        {LAUNCH_EMAILS_TEXT.previewNote} {LAUNCH_EMAILS_TEXT.unsaved}
      </p>
      {preview.isError ? (
        <p role="alert">Erro ao montar a pré-visualização: {loadErrorText(preview.error)}</p>
      ) : !preview.data ? (
        <p role="status">{LAUNCH_EMAILS_TEXT.previewLoading}</p>
      ) : (
        <EmailPreview
          input={{
            messageKey: message.message_key,
            subject,
            body,
            variables: preview.data.variables,
            siteUrl: preview.data.site_url,
          }}
        />
      )}
    </div>
  );
}
