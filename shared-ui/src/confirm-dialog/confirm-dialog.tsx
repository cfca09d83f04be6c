import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmation deletes or discards something: the confirm button is `destructive`. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an action that cannot be undone ('Tem certeza que deseja excluir...', 'Abrir {n} conversas...').
 * Focus starts on 'Cancelar' (the safe choice); Escape and the backdrop cancel.
 *
 * **Faça:** a pergunta com o objeto ("Excluir o lead Ana Souza?"); rótulo de confirmação com o verbo ("Excluir").
 *
 * **Não faça:** "OK"/"Sim" como rótulo; confirmar ações triviais ou reversíveis.
 */
export function ConfirmDialog({
  open,
  title = 'Confirmação',
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} size="sm">
      <div className={styles.stack}>
        <div>{typeof message === 'string' ? <p className={styles.message}>{message}</p> : message}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            onClick={() => {
              onCancel();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
