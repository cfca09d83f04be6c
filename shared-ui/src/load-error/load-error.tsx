import type { ReactNode } from 'react';
import { Button } from '../button/button';
import styles from './load-error.module.css';

export type LoadErrorProps = {
  message?: string;
  /** The technical detail (shown muted, skipped when it only repeats the message). */
  detail?: string;
  onRetry: () => void;
  retryLabel?: string;
  /** Retry in progress: the button shows it is loading. */
  retrying?: boolean;
  children?: ReactNode;
};

/**
 * A failed load: the message, the detail and 'Tentar Novamente' — never stale or sample data.
 *
 * **Faça:** ofereça sempre a nova tentativa; mantenha filtros e o que foi digitado.
 *
 * **Não faça:** mostrar a mensagem técnica sozinha; esconder o erro com uma lista vazia.
 */
export function LoadError({
  message = 'Erro ao carregar dados',
  detail,
  onRetry,
  retryLabel = 'Tentar Novamente',
  retrying = false,
  children,
}: LoadErrorProps) {
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.title}>{message}</p>
      {detail && !detail.startsWith(message) && <p className={styles.detail}>{detail}</p>}
      {children}
      <div>
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
