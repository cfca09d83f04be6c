import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What `Field` hands to its control: spread it on the `Input` / `Select` / textarea. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** Help shown under the control, read by screen readers with it. */
  hint?: ReactNode;
  /** The error message in Portuguese; marks the control `aria-invalid` and is announced with it. */
  error?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  /** The control's id when a page needs a stable one (pre-rendered forms, focus on error); generated otherwise. */
  id?: string;
};

/**
 * A label beside its control (so the accessible name is exactly the label), an optional hint and an error
 * message tied to the control with `aria-describedby`.
 *
 * **Faça:** rótulo curto e visível; dica para formato ("DD/MM/AAAA"); mensagem de erro que diz como corrigir,
 * mantendo o que foi digitado.
 *
 * **Não faça:** placeholder no lugar do rótulo; erro só em cor; limpar o campo quando houver erro.
 */
export function Field({ label, hint, error, required = false, children, className, id: fixedId }: FieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
