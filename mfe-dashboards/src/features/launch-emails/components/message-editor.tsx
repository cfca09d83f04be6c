import { actionErrorText, loadErrorText } from '../../shared/error-text';
import { useId, useRef, useState } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import { Select } from '@funil/shared-ui/select';
import { Textarea } from '@funil/shared-ui/textarea';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { Field } from '../../shared/components/field';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { emailMessageLabel } from '../../shared/email-labels';
import { useEmailVariablesQuery } from '../api/use-email-variables-query';
import { useEmailPreviewLeadsQuery } from '../api/use-email-preview-leads-query';
import { useEmailPreviewQuery } from '../api/use-email-preview-query';
import { useSaveEmailMessageMutation } from '../api/use-save-email-message-mutation';
import { useSendTestEmailMutation } from '../api/use-send-test-email-mutation';
import { insertVariable, LAUNCH_EMAILS_TEXT, variablesFor } from '../launch-email-text';
import { EmailPreview } from './email-preview';
import styles from './launch-emails.module.css';

const SAMPLE = '';

export interface MessageEditorProps {
  message: EmailMessage;
  onClose: () => void;
}

/**
 * Editing one message: subject and body with the variables of the list the database offers (inserted at the caret),
 * the preview as a chosen lead would receive it (the editor's text, rendered by the e-mail's own renderer), a test to
 * the staff member's own address, and saving (an unknown variable is refused by the database, its message shown).
 */
export function MessageEditor({ message, onClose }: MessageEditorProps) {
  const [subject, setSubject] = useState(message.subject);
  const [body, setBody] = useState(message.body);
  const [search, setSearch] = useState('');
  const [leadChoice, setLeadChoice] = useState(SAMPLE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const label = emailMessageLabel(message.message_key);

  const variables = useEmailVariablesQuery();
  const leads = useEmailPreviewLeadsQuery(message.lancamento, search.trim());
  const leadId = leadChoice === SAMPLE ? null : Number(leadChoice);
  const preview = useEmailPreviewQuery(message.id, leadId);
  const save = useSaveEmailMessageMutation({
    onSuccess: () => setNotice(successNotice(LAUNCH_EMAILS_TEXT.saved)),
    // An unknown variable is refused by the database with its own Portuguese message ('invalid'): shown as is.
    onError: (error) => setNotice(failureNotice(actionErrorText(error, 'Erro ao salvar a mensagem. Tente novamente.'))),
  });
  const sendTest = useSendTestEmailMutation({
    onSuccess: () => setNotice(successNotice(LAUNCH_EMAILS_TEXT.testQueued)),
    onError: (error) => setNotice(failureNotice(actionErrorText(error, 'Erro ao enviar o teste. Tente novamente.'))),
  });
  const available = variablesFor(variables.data ?? [], message.message_key);

  function addVariable(name: string) {
    const area = bodyRef.current;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const next = insertVariable(body, start, end, name);
    setBody(next.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          Editar: {label}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {LAUNCH_EMAILS_TEXT.close}
        </Button>
      </div>
      <NoticeText notice={notice} />
      <div className={styles.editor}>
        <form
          className={styles.editorColumn}
          onSubmit={(event) => {
            event.preventDefault();
            setNotice(null);
            save.mutate({ id: message.id, subject, body });
          }}
        >
          <Field label={LAUNCH_EMAILS_TEXT.subject}>
            {(id) => <Input id={id} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />}
          </Field>
          <Field label={LAUNCH_EMAILS_TEXT.body} hint={LAUNCH_EMAILS_TEXT.bodyHint}>
            {(id) => (
              <Textarea id={id} ref={bodyRef} rows={16} value={body} onChange={(e) => setBody(e.target.value)} />
            )}
          </Field>
          <div>
            <p id={`${headingId}-variables`} className={styles.subject}>
              {LAUNCH_EMAILS_TEXT.variables} <span className={styles.muted}>({LAUNCH_EMAILS_TEXT.variablesHint})</span>
            </p>
            {variables.isError ? (
              <p role="alert">Erro ao carregar as variáveis: {loadErrorText(variables.error)}</p>
            ) : (
              <ul className={styles.variables} aria-labelledby={`${headingId}-variables`}>
                {available.map((variable) => (
                  <li key={variable.name}>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      title={variable.description}
                      aria-label={`Inserir {{${variable.name}}}: ${variable.description}`}
                      onClick={() => addVariable(variable.name)}
                    >
                      {`{{${variable.name}}}`}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={save.isPending}>
              {LAUNCH_EMAILS_TEXT.save}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={sendTest.isPending}
              onClick={() => {
                setNotice(null);
                sendTest.mutate({ id: message.id, leadId });
              }}
            >
              {LAUNCH_EMAILS_TEXT.sendTest}
            </Button>
          </div>
        </form>
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
      </div>
    </section>
  );
}
