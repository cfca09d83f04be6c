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
      <Button
        variant="secondary"
        disabled={selectedIds.length === 0 || activity.isPending}
        onClick={() => {
          const ids = selectedIds;
          ask({
            message: COLD_UI_MESSAGES.activateConfirm(ids.length),
            confirmLabel: 'Ativar',
            onConfirm: () => activity.mutate({ ids, active: true }),
          });
        }}
      >
        Ativar
      </Button>
      <Button
        variant="secondary"
        disabled={selectedIds.length === 0 || activity.isPending}
        onClick={() => {
          const ids = selectedIds;
          ask({
            message: COLD_UI_MESSAGES.deactivateConfirm(ids.length),
            confirmLabel: 'Desativar',
            onConfirm: () => activity.mutate({ ids, active: false }),
          });
        }}
      >
        Desativar
      </Button>
      <Button
        variant="secondary"
        disabled={selectedIds.length === 0 || bulkConvert.isPending}
        onClick={() => {
          const ids = selectedIds;
          ask({
            message: COLD_UI_MESSAGES.bulkConvertConfirm(ids.length),
            confirmLabel: 'Converter',
            onConfirm: () => bulkConvert.mutate(ids),
          });
        }}
      >
        {bulkConvert.isPending ? 'Convertendo...' : 'Converter selecionados'}
      </Button>
    </div>
  );
}
