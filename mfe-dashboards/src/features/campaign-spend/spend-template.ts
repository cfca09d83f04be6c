import { buildCsv, type CsvColumn } from '@funil/data-client/staff/exports';

/** One line of the generic template: any platform without Meta's export (Google, TikTok, Kwai...). */
export interface TemplateLine {
  dia: string;
  plataforma: string;
  campanha: string;
  conjunto: string;
  anuncio: string;
  investimento: string;
}

// The header names are the ones the reader (spend-csv.ts) recognises; ids are optional extra columns
// ('id da campanha', 'id do conjunto', 'id do anúncio'), impressions and clicks too ('impressões', 'cliques').
const TEMPLATE_COLUMNS: CsvColumn<TemplateLine>[] = [
  { header: 'dia', value: (r) => r.dia },
  { header: 'plataforma', value: (r) => r.plataforma },
  { header: 'campanha', value: (r) => r.campanha },
  { header: 'conjunto de anúncios', value: (r) => r.conjunto },
  { header: 'anúncio', value: (r) => r.anuncio },
  { header: 'investimento', value: (r) => r.investimento },
];

const EXAMPLES: TemplateLine[] = [
  {
    dia: '2026-11-18',
    plataforma: 'google',
    campanha: 'Pesquisa Semana Java',
    conjunto: 'Palavras-chave curso java',
    anuncio: 'Anúncio responsivo 1',
    investimento: '150,00',
  },
  {
    dia: '2026-11-18',
    plataforma: 'tiktok',
    campanha: 'Semana Java | Frio',
    conjunto: 'Devs 18-34',
    anuncio: 'Vídeo 15s',
    investimento: '1.089,90',
  },
];

export const TEMPLATE_FILE_NAME = 'modelo-investimento-em-anuncios.csv';

/** The generic template (the project's CSV writer: ';'-separated, UTF-8 BOM) with two example lines. */
export function genericTemplateCsv(): string {
  return buildCsv(TEMPLATE_COLUMNS, EXAMPLES);
}
