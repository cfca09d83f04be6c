import { useId, type ReactNode } from 'react';
import styles from './radio-group.module.css';

export type RadioOption<V extends string> = { value: V; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps<V extends string> = {
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Defaults to a generated one. */
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  error?: ReactNode;
  required?: boolean;
  /** Gives each radio the id `${idPrefix}-${value}` (pre-rendered forms and focus on error need stable ids). */
  idPrefix?: string;
  /** Disables the whole group (the `fieldset`), e.g. while the form is sending. */
  disabled?: boolean;
  /** Marks the group invalid and ties it to an error shown elsewhere in the form (its id), when `error` is not used. */
  invalid?: boolean;
  describedBy?: string;
  /** `card`: a framed group whose options are large tap targets (visitor forms on the phone); `plain` (default) for staff forms. */
  appearance?: 'plain' | 'card';
};

/**
 * One choice among a few visible options: a `fieldset` with its `legend`, native radios (arrow keys move the
 * choice) and an optional error.
 *
 * **Faça:** até ~6 opções, todas visíveis; legenda em forma de pergunta ("Como você conheceu o curso?").
 *
 * **Não faça:** uma só opção (use `Checkbox`); opções longas lado a lado no celular.
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  orientation = 'vertical',
  error,
  required,
  idPrefix,
  disabled,
  invalid = false,
  describedBy,
  appearance = 'plain',
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? generated;
  const errorId = `${generated}-error`;
  const description = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={styles.group}
      data-orientation={orientation}
      data-appearance={appearance}
      disabled={disabled}
      aria-invalid={error || invalid ? true : undefined}
      aria-describedby={description}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              id={idPrefix ? `${idPrefix}-${option.value}` : undefined}
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            <span className={styles.text}>
              {option.label}
              {option.hint && <span className={styles.hint}>{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
