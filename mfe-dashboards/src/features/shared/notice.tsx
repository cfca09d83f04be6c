import ui from './components/ui.module.css';

/** The one shape of a message shown after an action: a confirmation (status) or a failure (alert). */
export type Notice = { kind: 'success' | 'failure'; text: string };

export const successNotice = (text: string): Notice => ({ kind: 'success', text });
export const failureNotice = (text: string): Notice => ({ kind: 'failure', text });

/** A notice as a paragraph: failures are announced at once (role alert), confirmations politely (role status). */
export function NoticeText({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p role={notice.kind === 'failure' ? 'alert' : 'status'} className={notice.kind === 'failure' ? ui.failure : ui.success}>
      {notice.text}
    </p>
  );
}
