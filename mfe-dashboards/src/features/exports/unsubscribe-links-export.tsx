import { fetchUnsubscribeLinks } from '@funil/data-client/src/staff/unsubscribe-links';
import { ExportButton } from './export-button';
import { unsubscribeLinkColumns } from './unsubscribe-link-columns';

/** The launch's links come in one answer (a jsonb array, not capped by PostgREST's max rows): all on the first page. */
function readAllLinks(lancamento: number) {
  return async (page: number) => ({ rows: page === 1 ? await fetchUnsubscribeLinks(lancamento) : [], total: null });
}

/** 'Exportar links de descadastro': the launch's leads with their own unsubscribe links, for the mailing. */
export function UnsubscribeLinksExport({ lancamento }: { lancamento: number }) {
  return (
    <ExportButton fileBase={`links-descadastro-lancamento-${lancamento}`} label="Exportar links de descadastro"
      columns={unsubscribeLinkColumns(window.location.origin)} rows={readAllLinks(lancamento)} />
  );
}
