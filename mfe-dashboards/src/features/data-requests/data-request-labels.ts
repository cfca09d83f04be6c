import type { AuditEntry, SubjectRecords, SubjectTable } from '@funil/data-client/src/staff/data-requests';

export const TABLE_LABELS: Record<SubjectTable, string> = {
  leads_lancamento: 'Inscrições',
  respostas_pesquisa: 'Respostas da pesquisa',
  lista_espera: 'Lista de espera',
  purchase_leads: 'Leads de compra (quentes)',
  cold_leads: 'Leads frios',
};

export const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  search: 'Busca',
  export: 'Exportação',
  anonymise: 'Anonimização',
};

/** The JSON file handed to the data subject: every table with its records. */
export function subjectExportFile(records: SubjectRecords, now: Date = new Date()): { name: string; content: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return { name: `dados-titular-${day}.json`, content: JSON.stringify({ exportedAt: now.toISOString(), records }, null, 2) };
}
