import { formatNumber } from '@funil/shared-ui/format/numbers';
import { useState } from 'react';
import type { PurchaseLead, PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import { ExportButton } from '../../shared/exports/export-button';
import { HOT_LEAD_COLUMNS } from '../../shared/exports/export-columns';
import { hotLeadsReader } from '../../shared/exports/api/page-readers';
import type { ConfirmRequest } from '../../shared/components/confirm-dialog';
import { Field } from '../../shared/components/field';
import { failureNotice, successNotice, type Notice } from '../../shared/notice';
import { useBulkLeadStatusMutation } from '../api/use-bulk-lead-status-mutation';
import { useDeleteLeadsMutation } from '../api/use-delete-leads-mutation';
import { HOT_MESSAGES } from './hot-table';
import { LEAD_STATUSES, statusLabel } from '../../shared/lead-status';
import ui from '../../shared/components/ui.module.css';
import { Button } from '@funil/shared-ui/button';
import { Select } from '@funil/shared-ui/select';

/**
 * 'Ações em massa' over the ticked hot leads: export, WhatsApp, a new status, delete. Every change asks for a
 * confirmation first (`ask`), then reports through `onNotice` and clears the selection (`onDone`) after a success.
 */
export function HotLeadsToolbar({
  launch,
  statusFilter,
  selectedRows,
  ask,
  onWhatsapp,
  onNotice,
  onDone,
}: {
  launch: number | null;
  statusFilter: PurchaseLeadStatus | null;
  selectedRows: readonly PurchaseLead[];
  ask: (request: ConfirmRequest) => void;
  onWhatsapp: () => void;
  onNotice: (notice: Notice) => void;
  onDone: () => void;
}) {
  const [bulkStatus, setBulkStatus] = useState<PurchaseLeadStatus>('CONTATADO');
  const bulkStatusMutation = useBulkLeadStatusMutation({
    onSuccess: (count) => {
      onNotice(successNotice(HOT_MESSAGES.bulkStatusDone(count)));
      onDone();
    },
    onError: () => onNotice(failureNotice(HOT_MESSAGES.bulkStatusFailed)),
  });
  const bulkDelete = useDeleteLeadsMutation({
    onSuccess: (count) => {
      onNotice(successNotice(HOT_MESSAGES.deleteDone(count)));
      onDone();
    },
    onError: () => onNotice(failureNotice(HOT_MESSAGES.deleteFailed)),
  });

  return (
    <div className={ui.toolbar} role="group" aria-label="Ações em massa">
      {launch !== null && (
        <ExportButton
          fileBase={`leads-quentes-lancamento-${launch}`}
          columns={HOT_LEAD_COLUMNS}
          rows={hotLeadsReader(launch, statusFilter)}
        />
      )}
      <span>{formatNumber(selectedRows.length)} selecionado(s)</span>
      <Button variant="secondary" disabled={selectedRows.length === 0} onClick={onWhatsapp}>
        Abrir WhatsApp
      </Button>
      <Field label="Novo status">
        {(id) => (
          <Select id={id} value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value as PurchaseLeadStatus)}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button
        variant="secondary"
        disabled={selectedRows.length === 0 || bulkStatusMutation.isPending}
        onClick={() => {
          const ids = selectedRows.map((r) => r.id);
          const status = bulkStatus;
          ask({
            message: HOT_MESSAGES.bulkStatusConfirm(ids.length, statusLabel(status)),
            confirmLabel: 'Alterar status',
            onConfirm: () => bulkStatusMutation.mutate({ ids, status }),
          });
        }}
      >
        Alterar status
      </Button>
      <Button
        variant="destructive"
        disabled={selectedRows.length === 0 || bulkDelete.isPending}
        onClick={() => {
          const ids = selectedRows.map((r) => r.id);
          ask({
            message: HOT_MESSAGES.deleteConfirm(ids.length),
            confirmLabel: 'Excluir',
            onConfirm: () => bulkDelete.mutate(ids),
          });
        }}
      >
        Excluir
      </Button>
    </div>
  );
}
