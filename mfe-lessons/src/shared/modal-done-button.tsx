import { CtaButton } from '@funil/shared-ui/src/cta-button/cta-button';
import styles from './modal-done-button.module.css';

/** 'Entendi' at the end of a long modal: closes it where the reader's thumb is (phones). */
export function ModalDoneButton({ onClick }: { onClick: () => void }) {
  return (
    <div className={styles.footer}>
      <CtaButton variant="primary" size="md" onClick={onClick}>
        Entendi
      </CtaButton>
    </div>
  );
}
