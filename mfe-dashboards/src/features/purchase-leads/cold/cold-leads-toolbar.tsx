import type { ReactNode } from 'react';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { ColdLeadFilter, ColdLeadSort } from '@funil/data-client/staff/cold-leads';
import { ExportButton } from '../../shared/exports/export-button';
import { COLD_LEAD_COLUMNS } from '../../shared/exports/export-columns';
import { coldLeadsReader } from '../../shared/exports/api/page-readers';
import type { ConfirmRequest } from '../../shared/components/confirm-dialog';
import { failureNotice, successNotice, type Notice } from '../../shared/notice';
import { useColdLeadsActivityMutation } from '../api/use-cold-leads-activity-mutation';
import { useConvertColdLeadsMutation } from '../api/use-convert-cold-leads-mutation';
import { COLD_UI_MESSAGES } from './cold-table';
import { bulkConversionSummary } from './conversion';
import ui from '../../shared/components/ui.module.css';
import { Button } from '@funil/shared-ui/button';

/**
 * 'Ações em massa' over the ticked cold leads: export, activate, deactivate, convert. Every change asks for a
 * confirmation first (`ask`), then reports through `onNotice` and clears the selection (`onDone`).
 */
export function ColdLeadsToolbar({
  launch,
  filter,
  sort,
  selectedIds,
  ask,
  onNotice,
  onDone,
}: {
  launch: number | null;
  filter: ColdLeadFilter;
  sort: ColdLeadSort;
  selectedIds: readonly number[];
  ask: (request: ConfirmRequest) => void;
  onNotice: (notice: Notice) => void;
  onDone: () => void;
}) {
  const activity = useColdLeadsActivityMutation({
    onSuccess: (count, { active }) => {
      onNotice(successNotice(active ? COLD_UI_MESSAGES.activated(count) : COLD_UI_MESSAGES.deactivated(count)));
      onDone();
    },
    onError: () => onNotice(failureNotice(COLD_UI_MESSAGES.activityFailed)),
  });
  const bulkConvert = useConvertColdLeadsMutation({
    onSuccess: (outcome) => {
      const summary = bulkConversionSummary(outcome);
      onNotice(summary.ok ? successNotice(summary.message) : failureNotice(summary.message));
      onDone();
    },
  });

  return (
    <div className={ui.toolbar} role="group" aria-label="Ações em massa">
      <ExportButton
        fileBase={`leads-frios-lancamento-${launch}`}
        columns={COLD_LEAD_COLUMNS}
        rows={coldLeadsReader(filter, sort)}
      />
      <span>{formatNumber(selectedIds.length)} selecionado(s)</span>
      <ConfirmedBulkButton
        ids={selectedIds}
        busy={activity.isPending}
        ask={ask}
        message={COLD_UI_MESSAGES.activateConfirm}
        confirmLabel="Ativar"
        onConfirm={(ids) => activity.mutate({ ids, active: true })}
      >
        Ativar
      </ConfirmedBulkButton>
      <ConfirmedBulkButton
        ids={selectedIds}
        busy={activity.isPending}
        ask={ask}
        message={COLD_UI_MESSAGES.deactivateConfirm}
        confirmLabel="Desativar"
        onConfirm={(ids) => activity.mutate({ ids, active: false })}
      >
        Desativar
      </ConfirmedBulkButton>
      <ConfirmedBulkButton
        ids={selectedIds}
        busy={bulkConvert.isPending}
        ask={ask}
        message={COLD_UI_MESSAGES.bulkConvertConfirm}
        confirmLabel="Converter"
        onConfirm={(ids) => bulkConvert.mutate(ids)}
      >
        {bulkConvert.isPending ? 'Convertendo...' : 'Converter selecionados'}
      </ConfirmedBulkButton>
    </div>
  );
}

/** A bulk action over the ticked leads: disabled without a selection or while one runs; asks before it acts. */
function ConfirmedBulkButton({
  ids,
  busy,
  ask,
  message,
  confirmLabel,
  onConfirm,
  children,
}: {
  ids: readonly number[];
  busy: boolean;
  ask: (request: ConfirmRequest) => void;
  message: (count: number) => string;
  confirmLabel: string;
  onConfirm: (ids: readonly number[]) => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      disabled={ids.length === 0 || busy}
      onClick={() => ask({ message: message(ids.length), confirmLabel, onConfirm: () => onConfirm(ids) })}
    >
      {children}
    </Button>
  );
}
