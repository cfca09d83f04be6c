import { Button } from '@funil/shared-ui/button';
import styles from './modal-done-button.module.css';

/** 'Entendi' at the end of a long modal: closes it where the reader's thumb is (phones). */
export function ModalDoneButton({ onClick }: { onClick: () => void }) {
  return (
    <div className={styles.footer}>
      <Button variant="primary" size="md" onClick={onClick}>
        Entendi
      </Button>
    </div>
  );
}
