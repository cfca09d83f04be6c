import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import type { RecoverySequence } from '@funil/data-client/staff/checkout-recovery';

export const SEQUENCE_LABELS: Record<RecoverySequence, string> = {
  abandoned: 'Carrinho abandonado',
  billet: 'Boleto impresso',
  pix: 'Pix pendente',
};

export const RECOVERY_REPORT_TEXT = {
  title: 'Recuperação de vendas: o que os e-mails acrescentam',
  intro:
    'Compradores que podiam receber os e-mails de recuperação (inscritos com consentimento ou que aceitaram comunicações no checkout), por sequência. Uma parcela fixa deles, sorteada pelo e-mail, não recebe nenhum e-mail (grupo de controle): a diferença entre as taxas de recuperação dos dois grupos é o que os e-mails acrescentam. Intervalo de confiança de 95 % (Newcombe-Wilson).',
  holdoutLabel: 'Grupo de controle (% dos compradores)',
  holdoutSave: 'Salvar parcela',
  holdoutSaved: 'Parcela salva.',
  holdoutFailed: 'Erro ao salvar a parcela. Tente novamente.',
  chooseLaunch: 'Escolha um lançamento para ver a recuperação.',
} as const;

/** A rate (0-1) as '12,5%'; '—' without buyers. */
export function rateText(rate: number | null): string {
  return rate === null ? '—' : formatPercent(rate * 100, 1);
}

/** '+3,2 p.p. (−1,0 a +7,5)'; '—' when a group is empty. */
export function liftText(lift: number | null, low: number | null, high: number | null): string {
  if (lift === null || low === null || high === null) return '—';
  const points = (value: number) => `${value >= 0 ? '+' : '−'}${formatNumber(Math.abs(value * 100), 1)}`;
  return `${points(lift)} p.p. (${points(low)} a ${points(high)})`;
}
