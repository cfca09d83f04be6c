import type { InputHTMLAttributes, Ref } from 'react';
import styles from './input.module.css';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * Text-like input (`text`, `email`, `search`, `date`, `number`…) with the design system's look; every prop
 * and `ref` go to the `<input>`. Use it inside `Field` so it has a label, hint and error.
 *
 * **Faça:** `type` e `autoComplete` certos (e-mail, telefone); `inputMode="numeric"` para números.
 *
 * **Não faça:** usar sem rótulo; largura fixa em pixels (o campo ocupa a coluna).
 */
export function Input({ className, ref, ...rest }: InputProps) {
  return <input {...rest} ref={ref} className={[styles.input, className ?? ''].filter(Boolean).join(' ')} />;
}
