import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A checkbox with its label around it (the whole label is the click target) and an optional hint.
 *
 * **Faça:** rótulo afirmativo ("Quero receber novidades por e-mail"); consentimentos sempre desmarcados.
 *
 * **Não faça:** usar para ações imediatas (use um botão); rótulo negativo ("Não quero…").
 */
export function Checkbox({ label, hint, className, ref, ...rest }: CheckboxProps) {
  return (
    <label className={[styles.checkbox, className ?? ''].filter(Boolean).join(' ')}>
      <input {...rest} ref={ref} type="checkbox" className={styles.box} />
      <span className={styles.text}>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
    </label>
  );
}
