import type { CsvColumn, SurveyAnswerRow } from '@funil/data-client/staff/exports';
import type { PurchaseLead } from '@funil/data-client/staff/purchase-leads';
import type { ColdLead } from '@funil/data-client/staff/cold-leads';
import { formatDateTime } from '../format';
import { codeLabel } from '../labels';
import { optionLabel } from '../survey-labels';
import { phoneCell } from './phone-cell';

// Phone cells are in international format ('+55 11 98765 4321', phone-cell.ts): pt-BR Excel keeps them as text, and the
// CSV writer's formula guard lets that exact shape through without an apostrophe.
export const HOT_LEAD_COLUMNS: CsvColumn<PurchaseLead>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Nome', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'WhatsApp', value: (r) => phoneCell(r.whatsapp) },
  { header: 'Lançamento', value: (r) => r.lancamento },
  { header: 'Status', value: (r) => codeLabel('status', r.status) },
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
  { header: 'Telefone', value: (r) => phoneCell(`+${r.country_code}${r.phone_number}`, 'national') },
  { header: 'Telefone com código do país', value: (r) => phoneCell(`+${r.country_code}${r.phone_number}`) },
  { header: 'Grupo', value: (r) => r.group_name },
  { header: 'Origem', value: (r) => codeLabel('coldSource', r.source) },
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
