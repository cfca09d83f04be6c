import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './textarea.module.css';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/**
 * Multi-line text (a reason, a dream, an observation) with the same look as `Input`; every prop and `ref` go to the
 * `<textarea>`. Use it inside `Field` so it has a label, hint and error.
 *
 * **Faça:** `rows` pelo tamanho esperado da resposta; dica com o que escrever.
 *
 * **Não faça:** usar para uma linha só (use `Input`); impedir o redimensionamento vertical.
 */
export function Textarea({ className, ref, ...rest }: TextareaProps) {
  return <textarea {...rest} ref={ref} className={[styles.textarea, className ?? ''].filter(Boolean).join(' ')} />;
}
