import { loadErrorText } from '../../shared/error-text';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useState } from 'react';
import type { PurchaseLead, PurchaseLeadStatus } from '@funil/data-client/staff/purchase-leads';
import { useFurtherContactsQuery } from '../further-contacts/api/use-further-contacts-query';
import { useLeadAttendanceQuery } from '../api/use-lead-attendance-query';
import { ConfirmDialog, type ConfirmRequest } from '../../shared/components/confirm-dialog';
import { LoadError } from '../../shared/components/load-error';
import { Field } from '../../shared/components/field';
import { LaunchSelect } from '../../shared/components/launch-select';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { failureNotice, NoticeText, type Notice } from '../../shared/notice';
import type { SortState } from '../../shared/sorting';
import { useRowSelection } from '../../shared/use-row-selection';
import { useHotLeadsQuery } from '../api/use-hot-leads-query';
import { useHotLeadStatsQuery } from '../api/use-hot-lead-stats-query';
import { HotLeadStats } from './hot-lead-stats';
import { HotLeadsTable } from './hot-leads-table';
import { HotLeadsToolbar } from './hot-leads-toolbar';
import { HOT_MESSAGES, sortHotLeads, type HotColumn } from './hot-table';
import { LEAD_STATUSES, statusLabel } from '../../shared/lead-status';
import { messageFor, usePhoneMetadata, whatsappLink } from './whatsapp';
import { openFirstChat, WhatsappQueue, type WhatsappChat } from './whatsapp-queue';
import { RecoveryQueuePanel } from '../recovery-queue/components/recovery-queue-panel';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Select } from '@funil/shared-ui/select';

/** 'Leads quentes': the launch's purchase intents, their figures, bulk actions and one row per lead. */
export function HotLeadsPanel() {
  // WhatsApp links appear once the phone metadata (its own chunk) is here: the board paints without waiting for it.
  usePhoneMetadata();
  const { options: launchOptions, launch, setLaunch } = useLaunchChoice();
  const [statusFilter, setStatusFilter] = useState<PurchaseLeadStatus | ''>('');
  const [sort, setSort] = useState<SortState<HotColumn> | null>(null);
  const selection = useRowSelection();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [chats, setChats] = useState<{ chats: WhatsappChat[]; blocked: boolean } | null>(null);

  const leads = useHotLeadsQuery(launch, statusFilter || null);
  const stats = useHotLeadStatsQuery(launch);
  // Repeats of a lead's e-mail with other contact data (kept apart, never overwriting the lead).
  // The classes each lead watched.
  const attendance = useLeadAttendanceQuery(
    launch,
    (leads.data ?? []).map((lead) => lead.email),
  );
  const furtherContacts = useFurtherContactsQuery(
    'purchase_intent',
    (leads.data ?? []).map((lead) => lead.id),
  );

  function changeFilter(next: () => void) {
    next();
    selection.clear();
    setNotice(null);
  }

  const rows: PurchaseLead[] = leads.data ? sortHotLeads(leads.data, sort) : [];
  const selectedRows = selection.selectedIn(rows);

  function openWhatsappBulk() {
    const targets = selectedRows.flatMap((row) => {
      const link = whatsappLink(row.whatsapp, messageFor(row.status, row.name));
      return link ? [{ id: row.id, name: row.name, link }] : [];
    });
    if (targets.length === 0) {
      setNotice(failureNotice(HOT_MESSAGES.whatsappNone));
      return;
    }
    setConfirm({
      message: HOT_MESSAGES.whatsappConfirm(targets.length),
      confirmLabel: 'Abrir conversas',
      // Browsers let a click open one tab: the first conversation opens from this click, the others are listed as
      // links to click (all of them, with a message, when even the first was blocked).
      onConfirm: () => setChats(openFirstChat(targets)),
    });
  }

  if (launchOptions.isError)
    return <LoadError detail={loadErrorText(launchOptions.error)} onRetry={() => void launchOptions.refetch()} />;
  if (launchOptions.isSuccess && launch === null) return <EmptyState title="Nenhum lançamento cadastrado." />;
  if (leads.isPending && stats.isPending) return <p role="status">Carregando dashboard...</p>;

  return (
    <div className={layout.stack}>
      <div className={ui.filters}>
        <LaunchSelect options={launchOptions} value={launch} onChange={(n) => changeFilter(() => setLaunch(n))} />
        <Field label="Status">
          {(id) => (
            <Select
              id={id}
              value={statusFilter}
              onChange={(e) => changeFilter(() => setStatusFilter(e.target.value as PurchaseLeadStatus | ''))}
            >
              <option value="">Todos os status</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <HotLeadStats stats={stats} />

      <RecoveryQueuePanel launch={launch} />

      <NoticeText notice={notice} />

      <HotLeadsToolbar
        launch={launch}
        statusFilter={statusFilter || null}
        selectedRows={selectedRows}
        ask={setConfirm}
        onWhatsapp={openWhatsappBulk}
        onNotice={setNotice}
        onDone={selection.clear}
      />

      {chats && <WhatsappQueue chats={chats.chats} blocked={chats.blocked} onClose={() => setChats(null)} />}

      {leads.isError ? (
        <LoadError detail={loadErrorText(leads.error)} onRetry={() => void leads.refetch()} />
      ) : leads.isPending ? (
        <p role="status">Carregando dashboard...</p>
      ) : rows.length === 0 ? (
        <EmptyState title="Nenhum lead encontrado" />
      ) : (
        <HotLeadsTable
          rows={rows}
          sort={sort}
          onSort={setSort}
          selection={selection}
          furtherContacts={furtherContacts.data}
          attendance={attendance.data}
          onNotice={setNotice}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
