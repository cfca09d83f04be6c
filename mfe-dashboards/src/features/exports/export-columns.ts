import type { CsvColumn } from '@funil/data-client/src/staff/exports';
import type { PurchaseLead } from '@funil/data-client/src/staff/purchase-leads';
import { fetchColdLeads, type ColdLead, type ColdLeadFilter, type ColdLeadSort } from '@funil/data-client/src/staff/cold-leads';
import type { SurveyAnswerRow } from '@funil/data-client/src/staff/exports';
import { formatDateTime } from '../shared/format';
import { optionLabel } from '../survey-results/survey-labels';

export const HOT_LEAD_COLUMNS: CsvColumn<PurchaseLead>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Nome', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'WhatsApp', value: (r) => r.whatsapp },
  { header: 'Lançamento', value: (r) => r.lancamento },
  { header: 'Status', value: (r) => r.status },
  { header: 'Redirecionado', value: (r) => r.redirected_to_payment },
  { header: 'utm_source', value: (r) => r.utm_source },
  { header: 'utm_medium', value: (r) => r.utm_medium },
  { header: 'utm_campaign', value: (r) => r.utm_campaign },
  { header: 'utm_content', value: (r) => r.utm_content },
  { header: 'utm_term', value: (r) => r.utm_term },
  { header: 'Criado em', value: (r) => formatDateTime(r.created_at) },
];

export const COLD_LEAD_COLUMNS: CsvColumn<ColdLead>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Nome salvo', value: (r) => r.saved_name },
  { header: 'Código do país', value: (r) => r.country_code },
  { header: 'Telefone', value: (r) => r.phone_number },
  { header: 'Telefone formatado', value: (r) => r.formatted_phone },
  { header: 'Grupo', value: (r) => r.group_name },
  { header: 'Origem', value: (r) => r.source },
  { header: 'Lançamento', value: (r) => r.lancamento },
  { header: 'Ativo', value: (r) => r.is_active },
  { header: 'Criado em', value: (r) => formatDateTime(r.created_at) },
];

export const SURVEY_ANSWER_COLUMNS: CsvColumn<SurveyAnswerRow>[] = [
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Lançamento', value: (r) => r.lancamento },
  { header: 'Experiência', value: (r) => optionLabel('experiencia_programacao', r.experiencia_programacao) },
  { header: 'Maior dificuldade', value: (r) => optionLabel('maior_dificuldade', r.maior_dificuldade) },
  { header: 'Atração pela carreira', value: (r) => optionLabel('atracao_carreira', r.atracao_carreira) },
  { header: 'Fator de bloqueio', value: (r) => optionLabel('fator_bloqueio', r.fator_bloqueio) },
  { header: 'Sonho', value: (r) => r.sonho_realizado },
  { header: 'Consumo de conteúdo', value: (r) => optionLabel('consumo_conteudo', r.consumo_conteudo) },
  { header: 'Faixa salarial', value: (r) => optionLabel('faixa_salarial', r.faixa_salarial) },
  { header: 'Respondido em', value: (r) => formatDateTime(r.created_at) },
];

/** Every cold lead of the current filter and sort (pages of 100 read one after another, at most 100 pages). */
export async function fetchAllColdLeads(filter: ColdLeadFilter, sort: ColdLeadSort): Promise<ColdLead[]> {
  const all: ColdLead[] = [];
  for (let page = 1; page <= 100; page++) {
    const result = await fetchColdLeads(filter, sort, page, 100);
    all.push(...result.data);
    if (page >= result.totalPages) break;
  }
  return all;
}
