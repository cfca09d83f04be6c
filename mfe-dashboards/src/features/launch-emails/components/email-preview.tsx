import { loadErrorText } from '../../shared/error-text';
import { useEffect, useState } from 'react';
import type { EmailMessageKey } from '@funil/data-client/staff/launch-emails';
import { LAUNCH_EMAILS_TEXT } from '../launch-email-text';
import styles from './launch-emails.module.css';

export interface EmailPreviewInput {
  messageKey: EmailMessageKey;
  subject: string;
  body: string;
  variables: Record<string, string>;
  siteUrl: string;
}

type Rendered = { subject: string; html: string; text: string };

/** The e-mail's own renderer (emails/src), loaded only when a preview is shown: the same HTML the sender sends. */
async function renderPreview(input: EmailPreviewInput): Promise<Rendered> {
  const { fillText } = await import('@funil/emails/email-body');
  const { renderLaunchEmail } = await import('@funil/emails/render-email');
  return renderLaunchEmail({ ...input, subject: fillText(input.subject, input.variables) });
}

/** The rendered e-mail in a sandboxed frame (no scripts, links open outside), with its subject and plain-text part. */
export function EmailPreview({ input }: { input: EmailPreviewInput }) {
  const [state, setState] = useState<{ key: string; rendered: Rendered } | { key: string; error: string } | null>(null);
  const key = JSON.stringify(input);

  useEffect(() => {
    let alive = true;
    renderPreview(input).then(
      (rendered) => alive && setState({ key, rendered }),
      (error: unknown) => alive && setState({ key, error: loadErrorText(error) }),
    );
    return () => {
      alive = false;
    };
    // `key` stands for `input` (a new object on each render of the parent).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!state || state.key !== key) return <p role="status">{LAUNCH_EMAILS_TEXT.previewLoading}</p>;
  if ('error' in state) return <p role="alert">Erro ao montar a pré-visualização: {state.error}</p>;
  return (
    <div className={styles.preview}>
      <p className={styles.previewSubject}>
        <span className={styles.muted}>{LAUNCH_EMAILS_TEXT.subject}:</span>{' '}
        <strong data-testid="preview-subject">{state.rendered.subject}</strong>
      </p>
      <iframe
        className={styles.previewFrame}
        title={`${LAUNCH_EMAILS_TEXT.preview}: ${state.rendered.subject}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={state.rendered.html}
      />
      <details>
        <summary>Versão em texto</summary>
        <pre className={styles.previewText} data-testid="preview-text">
          {state.rendered.text}
        </pre>
      </details>
    </div>
  );
}
