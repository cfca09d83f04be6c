import { Modal } from '@funil/shared-ui/src/modal/modal';
import { CtaButton } from '@funil/shared-ui/src/cta-button/cta-button';
import styles from './dashboard.module.css';

export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** The spec's confirmations ('Tem certeza que deseja excluir...', 'Abrir {n} conversas...') in an accessible modal. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <Modal open={request !== null} title="Confirmação" onClose={onClose} size="sm">
      {request && (
        <div className={styles.stack}>
          <p>{request.message}</p>
          <div className={styles.row}>
            <CtaButton variant="secondary" onClick={onClose}>Cancelar</CtaButton>
            <CtaButton
              onClick={() => {
                onClose();
                request.onConfirm();
              }}
            >
              {request.confirmLabel}
            </CtaButton>
          </div>
        </div>
      )}
    </Modal>
  );
}
