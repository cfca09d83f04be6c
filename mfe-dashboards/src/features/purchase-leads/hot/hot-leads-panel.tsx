import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusTimeline } from '../../status-history/components/status-timeline';
import { FurtherContactsList } from '../../further-contacts/components/further-contacts-list';
import { fetchFurtherContacts } from '@funil/data-client/src/staff/further-contacts';
import { ExportButton } from '../../exports/export-button';
import { HOT_LEAD_COLUMNS, hotLeadsReader } from '../../exports/export-columns';
import {
  deleteMultiplePurchaseLeads,
  fetchPurchaseLeads,
  fetchPurchaseLeadStats,
  updateLeadStatus,
  updateMultipleLeadsStatus,
  type PurchaseLead,
  type PurchaseLeadStatus,
} from '@funil/data-client/src/staff/purchase-leads';
import { ConfirmDialog, type ConfirmRequest } from '../../shared/components/confirm-dialog';
import { LoadError } from '../../shared/components/load-error';
import { SortableHeader } from '../../shared/components/sortable-header';
import { CountList, StatCard } from '../../shared/components/stat-card';
import { formatDateTime, formatPercent } from '../../shared/format';
import { codeLabel } from '../../shared/labels';
import type { SortState } from '../../shared/sorting';
import { HOT_MESSAGES, nextHotSort, sortHotLeads, utmSourceLabel, type HotColumn } from './hot-table';
import { LEAD_STATUSES, statusInfo, statusLabel } from './lead-status';
import { StatusDot } from './status-badge';
import { messageFor, usePhoneMetadata, whatsappLink } from './whatsapp';
import { openFirstChat, WhatsappQueue, type WhatsappChat } from './whatsapp-queue';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import styles from './status.module.css';
import { Field } from '../../shared/components/field';
import { useLaunchChoice } from '../../shared/api/use-launch-options';
import { LaunchSelect } from '../../shared/components/launch-select';

type Notice = { kind: 'success' | 'failure'; text: string } | null;

export function HotLeadsPanel() {
  const client = useQueryClient();
  // WhatsApp links appear once the phone metadata (its own chunk) is here: the board paints without waiting for it.
  usePhoneMetadata();
  const { options: launchOptions, launch, setLaunch } = useLaunchChoice();
  const [statusFilter, setStatusFilter] = useState<PurchaseLeadStatus | ''>('');
  const [sort, setSort] = useState<SortState<HotColumn> | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState<Set<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<PurchaseLeadStatus>('CONTATADO');
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [chats, setChats] = useState<{ chats: WhatsappChat[]; blocked: boolean } | null>(null);

  const leads = useQuery({
    queryKey: ['purchase-leads', { launch, status: statusFilter }],
    queryFn: () => fetchPurchaseLeads({ lancamento: launch ?? 0, status: statusFilter || null }),
    enabled: launch !== null,
  });
  const stats = useQuery({ queryKey: ['purchase-lead-stats', launch], queryFn: () => fetchPurchaseLeadStats(launch ?? 0), enabled: launch !== null });
  // Repeats of a lead's e-mail with other contact data (kept apart, never overwriting the lead).
  const leadIds = (leads.data ?? []).map((lead) => lead.id);
  const furtherContacts = useQuery({
    queryKey: ['purchase-lead-further-contacts', leadIds],
    queryFn: () => fetchFurtherContacts('purchase_intent', leadIds),
    enabled: leadIds.length > 0,
  });

  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['purchase-leads'] }),
      client.invalidateQueries({ queryKey: ['purchase-lead-stats'] }),
    ]);

  const single = useMutation({
    mutationFn: ({ id, status }: { id: number; status: PurchaseLeadStatus }) => updateLeadStatus(id, status),
    onMutate: ({ id }) => setSaving((s) => new Set(s).add(id)),
    onSettled: async (_data, _error, { id }) => {
      await reload();
      setSaving((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    },
    onError: () => setNotice({ kind: 'failure', text: HOT_MESSAGES.statusFailed }),
  });

  const bulkStatusMutation = useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: PurchaseLeadStatus }) => updateMultipleLeadsStatus(ids, status),
    onSuccess: (count) => {
      setNotice({ kind: 'success', text: HOT_MESSAGES.bulkStatusDone(count) });
      setSelected(new Set());
    },
    onError: () => setNotice({ kind: 'failure', text: HOT_MESSAGES.bulkStatusFailed }),
    onSettled: reload,
  });

  const bulkDelete = useMutation({
    mutationFn: (ids: number[]) => deleteMultiplePurchaseLeads(ids),
    onSuccess: (count) => {
      setNotice({ kind: 'success', text: HOT_MESSAGES.deleteDone(count) });
      setSelected(new Set());
    },
    onError: () => setNotice({ kind: 'failure', text: HOT_MESSAGES.deleteFailed }),
    onSettled: reload,
  });

  function changeFilter(next: () => void) {
    next();
    setSelected(new Set());
    setNotice(null);
  }

  const rows: PurchaseLead[] = leads.data ? sortHotLeads(leads.data, sort) : [];
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function openWhatsappBulk() {
    const targets = selectedRows.flatMap((row) => {
      const link = whatsappLink(row.whatsapp, messageFor(row.status, row.name));
      return link ? [{ id: row.id, name: row.name, link }] : [];
    });
    if (targets.length === 0) {
      setNotice({ kind: 'failure', text: HOT_MESSAGES.whatsappNone });
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

  async function copyMessage(row: PurchaseLead) {
    try {
      await navigator.clipboard.writeText(messageFor(row.status, row.name));
      setNotice({ kind: 'success', text: HOT_MESSAGES.copyDone });
    } catch {
      setNotice({ kind: 'failure', text: HOT_MESSAGES.copyFailed });
    }
  }

  if (launchOptions.isError) return <LoadError detail={launchOptions.error.message} onRetry={() => void launchOptions.refetch()} />;
  if (launchOptions.isSuccess && launch === null) return <p className={ui.message}>Nenhum lançamento cadastrado.</p>;
  if (leads.isPending && stats.isPending) return <p role="status">Carregando dashboard...</p>;

  return (
    <div className={layout.stack}>
      <div className={ui.filters}>
        <LaunchSelect options={launchOptions} value={launch} onChange={(n) => changeFilter(() => setLaunch(n))} />
        <Field label="Status">
          {(id) => (
            <select id={id} className={ui.select} value={statusFilter}
              onChange={(e) => changeFilter(() => setStatusFilter(e.target.value as PurchaseLeadStatus | ''))}>
              <option value="">Todos os status</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>{statusLabel(status)}</option>
              ))}
            </select>
          )}
        </Field>
      </div>

      {stats.isError ? (
        <LoadError detail={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : stats.data ? (
        <>
          <section className={layout.statGrid} aria-label="Resumo dos leads quentes">
            <StatCard label="Total de Leads" value={stats.data.total_leads} />
            <StatCard label="Redirecionados" value={stats.data.total_redirected} />
            <StatCard label="Taxa de Conversão" value={formatPercent(stats.data.conversion_rate, 2)} />
          </section>
          <div className={layout.statGrid}>
            <CountList title="Por status" counts={stats.data.by_status} order={LEAD_STATUSES}
              labelFor={(key) => (
                <span className={styles.statusCell}>
                  <StatusDot status={key} />
                  {statusInfo(key).label}
                </span>
              )} />
            <CountList title="Por origem (UTM)" counts={stats.data.by_utm_source} labelFor={(key) => codeLabel('utmSource', key)} />
          </div>
        </>
      ) : (
        <p role="status">Carregando dashboard...</p>
      )}

      {notice && (
        <p role={notice.kind === 'failure' ? 'alert' : 'status'} className={notice.kind === 'failure' ? ui.failure : ui.success}>
          {notice.text}
        </p>
      )}

      <div className={ui.toolbar} role="group" aria-label="Ações em massa">
        {launch !== null && (
          <ExportButton fileBase={`leads-quentes-lancamento-${launch}`} columns={HOT_LEAD_COLUMNS} rows={hotLeadsReader(launch, statusFilter || null)} />
        )}
        <span>{selectedRows.length} selecionado(s)</span>
        <button type="button" className={ui.button} disabled={selectedRows.length === 0} onClick={openWhatsappBulk}>
          Abrir WhatsApp
        </button>
        <Field label="Novo status">
          {(id) => (
            <select id={id} className={ui.select} value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value as PurchaseLeadStatus)}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>{statusLabel(status)}</option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className={ui.button} disabled={selectedRows.length === 0 || bulkStatusMutation.isPending}
          onClick={() => {
            const ids = selectedRows.map((r) => r.id);
            const status = bulkStatus;
            setConfirm({
              message: HOT_MESSAGES.bulkStatusConfirm(ids.length, statusLabel(status)),
              confirmLabel: 'Alterar status',
              onConfirm: () => bulkStatusMutation.mutate({ ids, status }),
            });
          }}>
          Alterar status
        </button>
        <button type="button" className={ui.dangerButton} disabled={selectedRows.length === 0 || bulkDelete.isPending}
          onClick={() => {
            const ids = selectedRows.map((r) => r.id);
            setConfirm({ message: HOT_MESSAGES.deleteConfirm(ids.length), confirmLabel: 'Excluir', onConfirm: () => bulkDelete.mutate(ids) });
          }}>
          Excluir
        </button>
      </div>

      {chats && <WhatsappQueue chats={chats.chats} blocked={chats.blocked} onClose={() => setChats(null)} />}

      {leads.isError ? (
        <LoadError detail={leads.error.message} onRetry={() => void leads.refetch()} />
      ) : leads.isPending ? (
        <p role="status">Carregando dashboard...</p>
      ) : rows.length === 0 ? (
        <p className={ui.message}>Nenhum lead encontrado</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption>Leads quentes (até 50 mais recentes)</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input type="checkbox" aria-label="Selecionar todos os leads" checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))} />
                </th>
                <SortableHeader label="Nome" column="name" sort={sort} onSort={(c) => setSort(nextHotSort(sort, c))} />
                <SortableHeader label="E-mail" column="email" sort={sort} onSort={(c) => setSort(nextHotSort(sort, c))} />
                <th scope="col">WhatsApp</th>
                <SortableHeader label="Status" column="status" sort={sort} onSort={(c) => setSort(nextHotSort(sort, c))} />
                <SortableHeader label="Origem" column="utm_source" sort={sort} onSort={(c) => setSort(nextHotSort(sort, c))} />
                <SortableHeader label="Data" column="created_at" sort={sort} onSort={(c) => setSort(nextHotSort(sort, c))} />
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const info = statusInfo(row.status);
                const link = whatsappLink(row.whatsapp, messageFor(row.status, row.name));
                return (
                  <tr key={row.id}>
                    <td>
                      <input type="checkbox" aria-label={`Selecionar ${row.name}`} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
                    </td>
                    <td>
                      {row.name}
                      {row.redirected_to_payment && <span className={styles.tag}>Redirecionado</span>}
                      <FurtherContactsList name={row.name} contacts={furtherContacts.data?.get(row.id)} />
                    </td>
                    <td>{row.email}</td>
                    <td>{row.whatsapp ?? '—'}</td>
                    <td>
                      <span className={styles.statusCell}>
                        <StatusDot status={row.status} />
                        <select className={ui.select} aria-label={`Status de ${row.name}`} value={info.status}
                          disabled={saving.has(row.id)}
                          onChange={(e) => single.mutate({ id: row.id, status: e.target.value as PurchaseLeadStatus })}>
                          {LEAD_STATUSES.map((status) => (
                            <option key={status} value={status}>{statusLabel(status)}</option>
                          ))}
                        </select>
                      </span>
                    </td>
                    <td>{utmSourceLabel(row)}</td>
                    <td>{formatDateTime(row.created_at)}</td>
                    <td>
                      <span className={styles.actions}>
                        {link && (
                          <a className={ui.button} href={link} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp de ${row.name}`}>
                            WhatsApp
                          </a>
                        )}
                        <button type="button" className={ui.button} aria-label={`Copiar mensagem para ${row.name}`} onClick={() => void copyMessage(row)}>
                          Copiar mensagem
                        </button>
                        {row.payment_url && (
                          <a className={ui.button} href={row.payment_url} target="_blank" rel="noopener noreferrer" aria-label={`Checkout de ${row.name}`}>
                            Checkout
                          </a>
                        )}
                        <StatusTimeline leadId={row.id} name={row.name} status={row.status} />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
