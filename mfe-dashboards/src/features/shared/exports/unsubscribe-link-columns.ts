import type { CsvColumn } from '@funil/data-client/staff/exports';
import { unsubscribeUrl, type UnsubscribeLinkRow } from '@funil/data-client/staff/unsubscribe-links';

/**
 * The mailing list of a launch with each lead's unsubscribe link (/descadastro?hash=<its own token>): the only way
 * that token leaves the database (no public function returns it).
 */
export function unsubscribeLinkColumns(origin: string): CsvColumn<UnsubscribeLinkRow>[] {
  return [
    { header: 'ID', value: (r) => r.id },
    { header: 'Nome', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Lançamento', value: (r) => r.lancamento },
    { header: 'Inscrição ativa', value: (r) => r.active },
    { header: 'Link de descadastro', value: (r) => unsubscribeUrl(origin, r.unsubscribe_token) },
  ];
}
