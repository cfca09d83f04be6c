import { unsubscribeLinksReader } from './api/page-readers';
import { ExportButton } from './export-button';
import { unsubscribeLinkColumns } from './unsubscribe-link-columns';

/** 'Exportar links de descadastro': the launch's leads with their own unsubscribe links, for the mailing. */
export function UnsubscribeLinksExport({ lancamento }: { lancamento: number }) {
  return (
    <ExportButton
      fileBase={`links-descadastro-lancamento-${lancamento}`}
      label="Exportar links de descadastro"
      columns={unsubscribeLinkColumns(window.location.origin)}
      rows={unsubscribeLinksReader(lancamento)}
    />
  );
}
