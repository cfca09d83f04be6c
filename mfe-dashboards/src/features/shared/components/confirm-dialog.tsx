import { ConfirmDialog as DesignSystemConfirmDialog } from '@funil/shared-ui/confirm-dialog';

export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirmation deletes or anonymises: a destructive button. */
  destructive?: boolean;
}

/** The spec's confirmations ('Tem certeza que deseja excluir...', 'Abrir {n} conversas...') in the design system's ConfirmDialog. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <DesignSystemConfirmDialog
      open={request !== null}
      message={request?.message ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      destructive={request?.destructive}
      onCancel={onClose}
      onConfirm={() => request?.onConfirm()}
    />
  );
}
