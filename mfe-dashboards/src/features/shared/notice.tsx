import { Notice as NoticeBox } from '@funil/shared-ui/notice';

/** The one shape of a message shown after an action: a confirmation (status) or a failure (alert). */
export type Notice = { kind: 'success' | 'failure'; text: string };

export const successNotice = (text: string): Notice => ({ kind: 'success', text });
export const failureNotice = (text: string): Notice => ({ kind: 'failure', text });

/** A notice in the design system's Notice: failures are announced at once (role alert), confirmations politely (role status). */
export function NoticeText({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <NoticeBox
      tone={notice.kind === 'failure' ? 'danger' : 'success'}
      role={notice.kind === 'failure' ? 'alert' : 'status'}
    >
      {notice.text}
    </NoticeBox>
  );
}
