import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

/**
 * A short label (a count, a tag, "Novo"). The text always says what it means: the tone only reinforces it.
 *
 * **Faça:** uma ou duas palavras; tons com significado (sucesso = concluído, perigo = precisa de ação).
 *
 * **Não faça:** badge clicável (use um botão); cor como única informação.
 */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.badge, className ?? ''].filter(Boolean).join(' ')} data-tone={tone}>
      {children}
    </span>
  );
}

/**
 * A record's state (lead status, payment, request) as a badge with a coloured dot before the text, e.g.
 * `<StatusBadge tone="success">Vendido</StatusBadge>`.
 */
export function StatusBadge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      className={[styles.badge, styles.status, className ?? ''].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
