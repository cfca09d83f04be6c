// Texts and pure helpers of the e-mails page's delivery panels: held-back confirmations, bounce and complaint rates.
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';

export const DELIVERY_TEXT = {
  loading: 'Carregando...',
  heldBackTitle: 'Confirmações retidas',
  heldBackIntro:
    'Confirmações que a inscrição não enviou porque vieram muitas do mesmo endereço de rede para e-mails diferentes, ou muitas por minuto no site: o formulário não serve para mandar e-mail a desconhecidos. A inscrição foi registrada normalmente.',
  heldBackCaption: 'Confirmações retidas, mais recentes primeiro',
  heldBackNone: 'Nenhuma confirmação retida neste lançamento',
  ratesTitle: 'Devoluções e reclamações',
  ratesCaption: 'Devoluções e reclamações por mensagem',
  ratesIntro: (bounce: number, complaint: number, suppressed: number) =>
    `O provedor revisa a conta acima de ${formatPercent(bounce * 100, 0)} de devoluções definitivas ou ${formatPercent(complaint * 100, 1)} de reclamações. Devoluções definitivas e reclamações bloqueiam o endereço para os próximos envios (${formatNumber(suppressed)} ${suppressed === 1 ? 'endereço bloqueado' : 'endereços bloqueados'} no total); devoluções temporárias são reenviadas.`,
  aboveThreshold: 'acima do limite do provedor',
} as const;

/** '3 (1,20%)', with a warning past the provider's threshold; '0' without sends. */
export function rateText(count: number, rate: number | null, threshold: number): string {
  if (rate === null) return formatNumber(count);
  const text = `${formatNumber(count)} (${formatPercent(rate * 100, 2)})`;
  return rate > threshold ? `${text} — ${DELIVERY_TEXT.aboveThreshold}` : text;
}
