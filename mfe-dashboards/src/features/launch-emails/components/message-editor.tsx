import { actionErrorText } from '../../shared/error-text';
import { useId, useRef, useState } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import { Textarea } from '@funil/shared-ui/textarea';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { Field } from '../../shared/components/field';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { emailMessageLabel } from '../../shared/email-labels';
import { useSaveEmailMessageMutation } from '../api/use-save-email-message-mutation';
import { useSendTestEmailMutation } from '../api/use-send-test-email-mutation';
import { insertVariable, LAUNCH_EMAILS_TEXT } from '../launch-email-text';
import { MessagePreviewColumn, previewLeadId, SAMPLE } from './message-preview-column';
import { VariableList } from './variable-list';
import styles from './launch-emails.module.css';

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
  const [leadChoice, setLeadChoice] = useState(SAMPLE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const label = emailMessageLabel(message.message_key);

  const leadId = previewLeadId(leadChoice);
  const save = useSaveEmailMessageMutation({
    onSuccess: () => setNotice(successNotice(LAUNCH_EMAILS_TEXT.saved)),
    // An unknown variable is refused by the database with its own Portuguese message ('invalid'): shown as is.
    onError: (error) => setNotice(failureNotice(actionErrorText(error, 'Erro ao salvar a mensagem. Tente novamente.'))),
  });
  const sendTest = useSendTestEmailMutation({
    onSuccess: () => setNotice(successNotice(LAUNCH_EMAILS_TEXT.testQueued)),
    onError: (error) => setNotice(failureNotice(actionErrorText(error, 'Erro ao enviar o teste. Tente novamente.'))),
  });

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
          <VariableList headingId={headingId} messageKey={message.message_key} onInsert={addVariable} />
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
        <MessagePreviewColumn
          message={message}
          subject={subject}
          body={body}
          leadChoice={leadChoice}
          setLeadChoice={setLeadChoice}
        />
      </div>
    </section>
  );
}
