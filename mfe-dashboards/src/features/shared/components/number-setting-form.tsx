import { useState } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import { Field } from './field';
import ui from './ui.module.css';

export interface NumberSettingFormProps {
  /** The field's label (also the form's accessible name, with `name` after it when given). */
  label: string;
  name?: string;
  initial: number;
  min: number;
  max: number;
  saveLabel: string;
  saving: boolean;
  /** Called with a whole number within [min, max]. */
  onSave: (value: number) => void;
  /** What the last save said (saved / failed), shown next to the button. */
  message: string | null;
  /** Called when the value is edited (so the caller can clear `message`). */
  onEdit?: () => void;
}

/** One whole-number setting saved on its own (a recovery e-mail's delay, the holdout's share). */
export function NumberSettingForm({
  label,
  name,
  initial,
  min,
  max,
  saveLabel,
  saving,
  onSave,
  message,
  onEdit,
}: NumberSettingFormProps) {
  const [value, setValue] = useState(String(initial));
  const parsed = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max;
  return (
    <form
      className={ui.filters}
      aria-label={name ? `${label}: ${name}` : label}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onSave(parsed);
      }}
    >
      <Field label={label}>
        {(id) => (
          <Input
            id={id}
            type="number"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              onEdit?.();
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" size="sm" loading={saving} disabled={!valid}>
        {saveLabel}
      </Button>
      {message && <span role="status">{message}</span>}
    </form>
  );
}
