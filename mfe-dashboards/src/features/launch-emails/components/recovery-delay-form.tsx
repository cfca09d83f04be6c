import { useState } from 'react';
import { Button } from '@funil/shared-ui/src/button/button';
import { Input } from '@funil/shared-ui/src/input/input';
import type { EmailMessage } from '@funil/data-client/src/staff/launch-emails';
import { Field } from '../../shared/components/field';
import { LAUNCH_EMAILS_TEXT } from '../launch-email-text';
import { useSaveEmailDelayMutation } from '../api/use-save-email-delay-mutation';
import styles from './launch-emails.module.css';

/** A recovery message's delay, edited in minutes (0 to 14 days), saved on its own. */
export function RecoveryDelayForm({ message, label }: { message: EmailMessage; label: string }) {
  const [value, setValue] = useState(String(message.delay_minutes ?? 0));
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveEmailDelayMutation({
    onSuccess: () => setSaved(LAUNCH_EMAILS_TEXT.delaySaved),
    onError: () => setSaved(LAUNCH_EMAILS_TEXT.delayFailed),
  });
  const minutes = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= 20160;
  return (
    <form
      className={styles.actions}
      aria-label={`${LAUNCH_EMAILS_TEXT.delayLabel}: ${label}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate({ id: message.id, delayMinutes: minutes });
      }}
    >
      <Field label={LAUNCH_EMAILS_TEXT.delayLabel}>
        {(id) => (
          <Input
            id={id}
            type="number"
            min={0}
            max={20160}
            step={1}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setSaved(null);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending} disabled={!valid}>
        {LAUNCH_EMAILS_TEXT.delaySave}
      </Button>
      {saved && <span role="status">{saved}</span>}
    </form>
  );
}
