import { loadErrorText } from '../../shared/error-text';
import { EmptyState } from '@funil/shared-ui/empty-state';
import { useCallback, useState } from 'react';
import {
  DEFAULT_COLD_SORT,
  type ColdLead,
  type ColdLeadImportResult,
  type ColdLeadSort,
} from '@funil/data-client/staff/cold-leads';
import { ConfirmDialog, type ConfirmRequest } from '../../shared/components/confirm-dialog';
import { Field } from '../../shared/components/field';
import { LaunchSelect } from '../../shared/components/launch-select';
import { LoadError } from '../../shared/components/load-error';
import { PaginationNav } from '../../shared/components/pagination-nav';
import { useLaunchChoice } from '../../shared/api/use-launch-options-query';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import { DEFAULT_PAGE_SIZE } from '../../shared/pagination';
import { useRowSelection } from '../../shared/use-row-selection';
import { useColdLeadGroupsQuery } from '../api/use-cold-lead-groups-query';
import { useColdLeadsQuery } from '../api/use-cold-leads-query';
import { useColdLeadStatsQuery } from '../api/use-cold-lead-stats-query';
import { CsvImportDialog } from '../csv-import/csv-import-dialog';
import { importSummary } from '../csv-import/import-summary';
import { ColdLeadStats } from './cold-lead-stats';
import { ColdLeadsTable } from './cold-leads-table';
import { ColdLeadsToolbar } from './cold-leads-toolbar';
import { ColdSearchForm } from './cold-search-form';
import { ConvertDialog } from './convert-dialog';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { Button } from '@funil/shared-ui/button';
import { Select } from '@funil/shared-ui/select';

/** 'Leads frios': imported contacts of the launch, paged and searchable, with figures, bulk actions and import. */
export function ColdLeadsPanel() {
  const { options: launchOptions, launch, setLaunch } = useLaunchChoice();
  const [group, setGroup] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ColdLeadSort>(DEFAULT_COLD_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const selection = useRowSelection();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [converting, setConverting] = useState<ColdLead | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const filter = { lancamento: launch ?? 0, groupName: group || null, search: search || null };
  const list = useColdLeadsQuery(filter, sort, page, perPage, launch !== null);
  const stats = useColdLeadStatsQuery(launch, group);
  const groups = useColdLeadGroupsQuery();

  function resetPage(change: () => void) {
    change();
    setPage(1);
    selection.clear();
  }

  const closeConvert = useCallback(() => setConverting(null), []);
  const closeImport = useCallback(() => setImportOpen(false), []);
  const onImported = useCallback((result: ColdLeadImportResult) => {
    const summary = importSummary(result);
    const text = summary.lines.join(' ');
    setNotice(summary.ok ? successNotice(text) : failureNotice(text));
  }, []);

  const rows = list.data?.data ?? [];
  const selectedIds = selection.selectedIn(rows).map((row) => row.id);

  if (launchOptions.isError)
    return <LoadError detail={loadErrorText(launchOptions.error)} onRetry={() => void launchOptions.refetch()} />;
  if (launchOptions.isSuccess && launch === null) return <EmptyState title="Nenhum lançamento cadastrado." />;
  if (list.isPending && stats.isPending) return <p role="status">Carregando dashboard...</p>;

  return (
    <div className={layout.stack}>
      <div className={ui.filters}>
        <LaunchSelect options={launchOptions} value={launch} onChange={(n) => resetPage(() => setLaunch(n))} />
        <Field label="Categoria">
          {(id) => (
            <Select id={id} value={group} onChange={(e) => resetPage(() => setGroup(e.target.value))}>
              <option value="">Todas as categorias</option>
              {(groups.data ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button variant="secondary" onClick={() => setImportOpen(true)}>
          Importar CSV
        </Button>
      </div>

      <ColdLeadStats stats={stats} />

      <ColdSearchForm search={search} onSearch={(next) => resetPage(() => setSearch(next))} />

      <NoticeText notice={notice} />

      <ColdLeadsToolbar
        launch={launch}
        filter={filter}
        sort={sort}
        selectedIds={selectedIds}
        ask={setConfirm}
        onNotice={setNotice}
        onDone={selection.clear}
      />

      {list.isError ? (
        <LoadError detail={loadErrorText(list.error)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status">Carregando dashboard...</p>
      ) : rows.length === 0 ? (
        <EmptyState title="Nenhum contato encontrado" />
      ) : (
        <>
          <ColdLeadsTable
            rows={rows}
            sort={sort}
            onSort={(next) => resetPage(() => setSort(next))}
            selection={selection}
            onConvert={setConverting}
          />
          <PaginationNav
            page={list.data?.page ?? page}
            totalPages={list.data?.totalPages ?? 1}
            perPage={perPage}
            total={list.data?.total ?? 0}
            onPage={(p) => {
              setPage(p);
              selection.clear();
            }}
            onPerPage={(size) => resetPage(() => setPerPage(size))}
          />
        </>
      )}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <ConvertDialog key={converting?.id ?? 'fechado'} lead={converting} onClose={closeConvert} />
      <CsvImportDialog open={importOpen} onClose={closeImport} onImported={onImported} />
    </div>
  );
}
