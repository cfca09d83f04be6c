/**
 * The one map from stored codes to the Portuguese shown to staff (screens and CSV files). A code not listed here
 * is a value people typed (a utm_source like 'google', a group name) and is shown as it is.
 */
export const CODE_LABELS = {
  /** Purchase-lead statuses (stored in upper case). */
  status: {
    NOVO: 'Novo',
    CONTATADO: 'Contatado',
    'AGUARDANDO PAGAMENTO': 'Aguardando Pagamento',
    'AGUARDANDO PAGAMENTO PARCELADO': 'Aguardando Pag. Parcelado',
    VENDIDO: 'Vendido',
    // Refund, chargeback or protest reported by the checkout platform.
    REEMBOLSADO: 'Reembolsado',
  },
  /** Where a cold lead came from (cold_leads.source; 'unknown' is what the stats call a missing one). */
  coldSource: {
    whatsapp_group: 'Grupo de WhatsApp',
    telegram_group: 'Grupo do Telegram',
    discord_server: 'Servidor do Discord',
    linkedin_group: 'Grupo do LinkedIn',
    facebook_group: 'Grupo do Facebook',
    manual_import: 'Importação manual',
    other: 'Outra origem',
    unknown: 'Origem desconhecida',
  },
  /** Codes the system writes into a hot lead's utm_source ('direct' is what the stats call a missing one). */
  utmSource: {
    direct: 'Acesso direto (sem UTM)',
    cold_lead_conversion: 'Conversão de lead frio',
  },
  /** Payment processors. */
  paymentProcessor: {
    hotmart: 'Hotmart',
    stripe: 'Stripe',
    mercado_pago: 'Mercado Pago',
    pagseguro: 'PagSeguro',
  },
  /** UTM fields, as column headers and filter names. */
  utmField: {
    source: 'Fonte (utm_source)',
    medium: 'Mídia (utm_medium)',
    campaign: 'Campanha (utm_campaign)',
    content: 'Conteúdo (utm_content)',
    term: 'Termo (utm_term)',
  },
} as const;

export type CodeKind = keyof typeof CODE_LABELS;

/** The Portuguese label of a code of one kind; the value itself when it is not a code ('' for nothing). */
export function codeLabel(kind: CodeKind, value: string | null | undefined): string {
  if (value == null) return '';
  const labels: Readonly<Record<string, string>> = CODE_LABELS[kind];
  return Object.hasOwn(labels, value) ? labels[value]! : value;
}
