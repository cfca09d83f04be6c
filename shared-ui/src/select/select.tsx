import type { Ref, SelectHTMLAttributes } from 'react';
import styles from './select.module.css';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/**
 * The native `<select>` with the design system's look (keyboard, mobile pickers and screen readers for free);
 * pass `<option>`s as children. Use it inside `Field`.
 *
 * **Faça:** uma opção "Todos"/"Todas" quando o filtro for opcional; ordem lógica (alfabética ou por etapa).
 *
 * **Não faça:** um menu próprio com `div`s; mais de ~15 opções sem busca.
 */
export function Select({ className, ref, children, ...rest }: SelectProps) {
  return (
    <select {...rest} ref={ref} className={[styles.select, className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </select>
  );
}
