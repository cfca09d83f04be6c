/** A pt-BR decimal typed by staff ('9,9', '9.9', '1,00', 'R$ 1,00') as a number with at most two decimals; null when it is none. */
export function parseDecimalInput(text: string): number | null {
  const value = text
    .replace(/[\s\u00a0%]/g, '')
    .replace(/^R\$/i, '')
    .replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

/** A number as the fee form shows it: '9,9', '1,00' (two decimals for money). */
export function decimalInputText(value: number, money: boolean): string {
  return (money ? value.toFixed(2) : String(value)).replace('.', ',');
}

export const PLATFORM_FEE_TEXT = {
  title: 'Taxa da plataforma de pagamento',
  intro:
    'Descontada de cada venda no investimento por campanha (receita líquida, ROAS e lucro): um percentual do valor ' +
    'pago mais um valor fixo por venda. Padrão: 9,9% + R$ 1,00 (Hotmart).',
  percentLabel: 'Percentual por venda (%)',
  fixedLabel: 'Valor fixo por venda (R$)',
  invalidPercent: 'Informe um percentual de 0 a 99,99 (ex.: 9,9).',
  invalidFixed: 'Informe um valor em reais (ex.: 1,00).',
  save: 'Salvar taxa',
  saved: (lancamento: number) => `Taxa do lançamento ${lancamento} salva.`,
  failed: 'Erro ao salvar a taxa da plataforma. Tente novamente.',
} as const;
