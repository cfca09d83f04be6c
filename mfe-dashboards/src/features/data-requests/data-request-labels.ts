import type {
  AuditEntry,
  SubjectFindResult,
  SubjectIdentifiers,
  SubjectTable,
} from '@funil/data-client/staff/data-requests';

export const TABLE_LABELS: Record<SubjectTable, string> = {
  leads_lancamento: 'Inscrições',
  respostas_pesquisa: 'Respostas da pesquisa',
  lista_espera: 'Lista de espera',
  purchase_leads: 'Leads de compra (quentes)',
  cold_leads: 'Leads frios',
  further_contacts: 'Outros contatos (repetições do cadastro)',
  registration_attempts: 'Tentativas de inscrição (links de obrigado)',
  purchase_attempts: 'Tentativas de compra',
  checkout_events: 'Eventos de pagamento (checkout)',
  email_outbox: 'E-mails enviados',
  email_suppressions: 'Endereços bloqueados para envio (devoluções e reclamações)',
  class_attendance: 'Presença nas aulas ao vivo',
  checkout_buyers: 'Compradores avisados pelo consentimento do checkout (descadastro)',
};

export const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  search: 'Busca',
  export: 'Exportação',
  anonymise: 'Anonimização',
};

/** The JSON file handed to the data subject: the identifiers found and every table with its records. */
export function subjectExportFile(found: SubjectFindResult, now: Date = new Date()): { name: string; content: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  const content = { exportedAt: now.toISOString(), identifiers: found.identifiers, records: found.records };
  return { name: `dados-titular-${day}.json`, content: JSON.stringify(content, null, 2) };
}

/**
 * 'e-mails: a@x, b@y; telefones: 5511...'. The database searches each phone with and without a leading 55; only one
 * form is shown: a Brazilian number with its 55, an international one (351...) without the 55 put in front of it.
 */
export function identifiersText(ids: SubjectIdentifiers): string {
  const all = new Set(ids.phones);
  const phones = ids.phones.filter((p) => {
    if (p.length <= 11 && all.has(`55${p}`)) return false;
    if (p.startsWith('55') && p.length - 2 > 11 && all.has(p.slice(2))) return false;
    return true;
  });
  const parts: string[] = [];
  if (ids.emails.length > 0) parts.push(`e-mails: ${ids.emails.join(', ')}`);
  if (phones.length > 0) parts.push(`telefones: ${phones.join(', ')}`);
  return parts.join('; ');
}
