import { CtaButton } from '@funil/shared-ui/src/cta-button/cta-button';
import styles from './dashboard.module.css';

/** A load failure: the message and a retry, never sample rows. */
export function LoadError({ message = 'Erro ao carregar dados', detail, onRetry }: { message?: string; detail?: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.errorBox}>
      <p className={styles.errorTitle}>{message}</p>
      {detail && !detail.startsWith(message) && <p className={styles.muted}>{detail}</p>}
      <CtaButton variant="secondary" onClick={onRetry}>Tentar Novamente</CtaButton>
    </div>
  );
}
