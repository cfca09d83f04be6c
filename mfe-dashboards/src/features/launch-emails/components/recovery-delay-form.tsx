import { useState } from 'react';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { NumberSettingForm } from '../../shared/components/number-setting-form';
import { LAUNCH_EMAILS_TEXT } from '../launch-email-text';
import { useSaveEmailDelayMutation } from '../api/use-save-email-delay-mutation';

/** A recovery message's delay, edited in minutes (0 to 14 days), saved on its own. */
export function RecoveryDelayForm({ message, label }: { message: EmailMessage; label: string }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveEmailDelayMutation({
    onSuccess: () => setSaved(LAUNCH_EMAILS_TEXT.delaySaved),
    onError: () => setSaved(LAUNCH_EMAILS_TEXT.delayFailed),
  });
  return (
    <NumberSettingForm
      label={LAUNCH_EMAILS_TEXT.delayLabel}
      name={label}
      initial={message.delay_minutes ?? 0}
      min={0}
      max={20160}
      saveLabel={LAUNCH_EMAILS_TEXT.delaySave}
      saving={save.isPending}
      onSave={(delayMinutes) => save.mutate({ id: message.id, delayMinutes })}
      message={saved}
      onEdit={() => setSaved(null)}
    />
  );
}
