import { useCallback, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExportButton } from '../../exports/export-button';
import { COLD_LEAD_COLUMNS, coldLeadsReader } from '../../exports/export-columns';
import {
  convertColdLeads,
  DEFAULT_COLD_SORT,
  fetchColdLeadGroups,
  fetchColdLeads,
  fetchColdLeadStats,
  setColdLeadsActive,
  type ColdLead,
  type ColdLeadImportResult,
  type ColdLeadSort,
  type ColdLeadSortField,
} from '@funil/data-client/src/staff/cold-leads';
import { ConfirmDialog, type ConfirmRequest } from '../../shared/components/confirm-dialog';
import { LoadError } from '../../shared/components/load-error';
import { PaginationNav } from '../../shared/components/pagination-nav';
import { CountList, StatCard } from '../../shared/components/stat-card';
import { formatDateTime } from '../../shared/format';
import { codeLabel } from '../../shared/labels';
import { DEFAULT_PAGE_SIZE } from '../../shared/pagination';
import { CsvImportDialog } from '../csv-import/csv-import-dialog';
import { importSummary } from '../csv-import/import-summary';
import { bulkConversionSummary } from './conversion';
import { ConvertDialog } from './convert-dialog';
import { COLD_UI_MESSAGES, contactName, contactPhone, nextColdSort } from './cold-table';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Field } from '../../shared/components/field';
import { useLaunchChoice } from '../../shared/api/use-launch-options';
import { LaunchSelect } from '../../shared/components/launch-select';

type Notice = { kind: 'success' | 'failure'; text: string } | null;

function ColdHeader({ label, field, sort, onSort }: { label: string; field: ColdLeadSortField; sort: ColdLeadSort; onSort: (f: ColdLeadSortField) => void }) {
  const state = sort.field === field ? (sort.ascending ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={state}>
      <button type="button" className={ui.button} onClick={() => onSort(field)}>
        {label} <span aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
      </button>
    </th>
  );
}

export function ColdLeadsPanel() {
  const client = useQueryClient();
  const { options: launchOptions, launch, setLaunch } = useLaunchChoice();
  const [group, setGroup] = useState('');
  const [searchDraft, setSearchDraft] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ColdLeadSort>(DEFAULT_COLD_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [converting, setConverting] = useState<ColdLead | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const filter = { lancamento: launch ?? 0, groupName: group || null, search: search || null };
  const list = useQuery({
    queryKey: ['cold-leads', { ...filter, sort, page, perPage }],
    queryFn: () => fetchColdLeads(filter, sort, page, perPage),
    placeholderData: keepPreviousData,
    enabled: launch !== null,
  });
  const stats = useQuery({
    queryKey: ['cold-lead-stats', { launch, group }],
    queryFn: () => fetchColdLeadStats({ lancamento: launch ?? 0, groupName: group || null }),
    enabled: launch !== null,
  });
  const groups = useQuery({ queryKey: ['cold-lead-groups'], queryFn: fetchColdLeadGroups });

  const reload = useCallback(
    () =>
      Promise.all(
        ['cold-leads', 'cold-lead-stats', 'cold-lead-groups', 'purchase-leads', 'purchase-lead-stats'].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      ),
    [client],
  );

  const activity = useMutation({
    mutationFn: ({ ids, active }: { ids: number[]; active: boolean }) => setColdLeadsActive(ids, active),
    onSuccess: (count, { active }) => {
      setNotice({ kind: 'success', text: active ? COLD_UI_MESSAGES.activated(count) : COLD_UI_MESSAGES.deactivated(count) });
      setSelected(new Set());
    },
    onError: () => setNotice({ kind: 'failure', text: COLD_UI_MESSAGES.activityFailed }),
    onSettled: reload,
  });

  const bulkConvert = useMutation({
    mutationFn: (ids: number[]) => convertColdLeads(ids),
    onSuccess: (outcome) => {
      const summary = bulkConversionSummary(outcome);
      setNotice({ kind: summary.ok ? 'success' : 'failure', text: summary.message });
      setSelected(new Set());
    },
    onSettled: reload,
  });

  function resetPage(change: () => void) {
    change();
    setPage(1);
    setSelected(new Set());
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resetPage(() => setSearch(searchDraft.trim()));
  }

  const closeConvert = useCallback(() => setConverting(null), []);
  const closeImport = useCallback(() => setImportOpen(false), []);
  const onImported = useCallback(
    (result: ColdLeadImportResult) => {
      const summary = importSummary(result);
      setNotice({ kind: summary.ok ? 'success' : 'failure', text: summary.lines.join(' ') });
      void reload();
    },
    [reload],
  );

  const rows = list.data?.data ?? [];
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;

  if (launchOptions.isError) return <LoadError detail={launchOptions.error.message} onRetry={() => void launchOptions.refetch()} />;
  if (launchOptions.isSuccess && launch === null) return <p className={ui.message}>Nenhum lançamento cadastrado.</p>;
  if (list.isPending && stats.isPending) return <p role="status">Carregando dashboard...</p>;

  return (
    <div className={layout.stack}>
      <div className={ui.filters}>
        <LaunchSelect options={launchOptions} value={launch} onChange={(n) => resetPage(() => setLaunch(n))} />
        <Field label="Categoria">
          {(id) => (
            <select id={id} className={ui.select} value={group} onChange={(e) => resetPage(() => setGroup(e.target.value))}>
              <option value="">Todas as categorias</option>
              {(groups.data ?? []).map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className={ui.button} onClick={() => setImportOpen(true)}>Importar CSV</button>
      </div>

      {stats.isError ? (
        <LoadError detail={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : stats.data ? (
        <>
          <section className={layout.statGrid} aria-label="Resumo dos leads frios">
            <StatCard label="Total de Contatos" value={stats.data.total_contacts} />
            <StatCard label="Com Nome Salvo" value={stats.data.with_saved_name} />
            <StatCard label="Brasil" value={stats.data.brazil_contacts} />
            <StatCard label="Outros Países" value={stats.data.other_countries} />
            <StatCard label="Ativos" value={stats.data.active_contacts} />
            <StatCard label="Inativos" value={stats.data.inactive_contacts} />
            <StatCard label="Última Atualização" value={formatDateTime(stats.data.last_updated)} />
          </section>
          <div className={layout.statGrid}>
            <CountList title="Por grupo" counts={stats.data.by_group} />
            <CountList title="Por origem" counts={stats.data.by_source} labelFor={(key) => codeLabel('coldSource', key)} />
          </div>
        </>
      ) : (
        <p role="status">Carregando dashboard...</p>
      )}

      <form role="search" className={ui.filters} onSubmit={submitSearch}>
        <Field label="Buscar por nome ou telefone">
          {(id) => (
            <input id={id} className={ui.input} type="search" value={searchDraft} onChange={(e) => setSearchDraft(e.target.value)} />
          )}
        </Field>
        <button type="submit" className={ui.button}>Buscar</button>
        {(search || searchDraft) && (
          <button type="button" className={ui.button}
            onClick={() => {
              setSearchDraft('');
              resetPage(() => setSearch(''));
            }}>
            Limpar busca
          </button>
        )}
      </form>

      {notice && (
        <p role={notice.kind === 'failure' ? 'alert' : 'status'} className={notice.kind === 'failure' ? ui.failure : ui.success}>
          {notice.text}
        </p>
      )}

      <div className={ui.toolbar} role="group" aria-label="Ações em massa">
        <ExportButton fileBase={`leads-frios-lancamento-${launch}`} columns={COLD_LEAD_COLUMNS} rows={coldLeadsReader(filter, sort)} />
        <span>{selectedIds.length} selecionado(s)</span>
        <button type="button" className={ui.button} disabled={selectedIds.length === 0 || activity.isPending}
          onClick={() => {
            const ids = selectedIds;
            setConfirm({ message: COLD_UI_MESSAGES.activateConfirm(ids.length), confirmLabel: 'Ativar', onConfirm: () => activity.mutate({ ids, active: true }) });
          }}>
          Ativar
        </button>
        <button type="button" className={ui.button} disabled={selectedIds.length === 0 || activity.isPending}
          onClick={() => {
            const ids = selectedIds;
            setConfirm({ message: COLD_UI_MESSAGES.deactivateConfirm(ids.length), confirmLabel: 'Desativar', onConfirm: () => activity.mutate({ ids, active: false }) });
          }}>
          Desativar
        </button>
        <button type="button" className={ui.button} disabled={selectedIds.length === 0 || bulkConvert.isPending}
          onClick={() => {
            const ids = selectedIds;
            setConfirm({ message: COLD_UI_MESSAGES.bulkConvertConfirm(ids.length), confirmLabel: 'Converter', onConfirm: () => bulkConvert.mutate(ids) });
          }}>
          {bulkConvert.isPending ? 'Convertendo...' : 'Converter selecionados'}
        </button>
      </div>

      {list.isError ? (
        <LoadError detail={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status">Carregando dashboard...</p>
      ) : rows.length === 0 ? (
        <p className={ui.message}>Nenhum contato encontrado</p>
      ) : (
        <>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <caption>Leads frios</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input type="checkbox" aria-label="Selecionar todos os contatos da página" checked={allSelected}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))} />
                  </th>
                  <ColdHeader label="Nome" field="saved_name" sort={sort} onSort={(f) => resetPage(() => setSort(nextColdSort(sort, f)))} />
                  <ColdHeader label="Telefone" field="phone_number" sort={sort} onSort={(f) => resetPage(() => setSort(nextColdSort(sort, f)))} />
                  <ColdHeader label="Grupo" field="group_name" sort={sort} onSort={(f) => resetPage(() => setSort(nextColdSort(sort, f)))} />
                  <ColdHeader label="Situação" field="is_active" sort={sort} onSort={(f) => resetPage(() => setSort(nextColdSort(sort, f)))} />
                  <ColdHeader label="Criado em" field="created_at" sort={sort} onSort={(f) => resetPage(() => setSort(nextColdSort(sort, f)))} />
                  <th scope="col">Observações</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <input type="checkbox" aria-label={`Selecionar ${contactName(row)} ${contactPhone(row)}`} checked={selected.has(row.id)}
                        onChange={() =>
                          setSelected((current) => {
                            const next = new Set(current);
                            if (next.has(row.id)) next.delete(row.id);
                            else next.add(row.id);
                            return next;
                          })
                        } />
                    </td>
                    <td>{contactName(row)}</td>
                    <td>{contactPhone(row)}</td>
                    <td>{row.group_name || 'Sem grupo'}</td>
                    <td>{row.is_active ? 'Ativo' : 'Inativo'}</td>
                    <td>{formatDateTime(row.created_at)}</td>
                    <td>{row.notes ?? '—'}</td>
                    <td>
                      <button type="button" className={ui.button} aria-label={`Converter ${contactName(row)} ${contactPhone(row)}`}
                        onClick={() => setConverting(row)}>
                        Converter
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PaginationNav page={list.data?.page ?? page} totalPages={list.data?.totalPages ?? 1} perPage={perPage}
            total={list.data?.total ?? 0} onPage={(p) => { setPage(p); setSelected(new Set()); }}
            onPerPage={(size) => resetPage(() => setPerPage(size))} />
        </>
      )}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <ConvertDialog key={converting?.id ?? 'fechado'} lead={converting} onClose={closeConvert} onConverted={() => void reload()} />
      <CsvImportDialog open={importOpen} onClose={closeImport} onImported={onImported} />
    </div>
  );
}
