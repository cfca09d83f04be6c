import type { RecoveryConsent, RecoveryOutcome, RecoveryQueueItem } from '@funil/data-client/staff/checkout-recovery';
import { firstName } from '../hot/whatsapp';

/** The closers' queue's own texts (pt-BR). */
export const RECOVERY_TEXTS = {
  title: 'Recuperação de vendas',
  intro:
    'Carrinhos abandonados e pagamentos pendentes do lançamento, do mais recente ao mais antigo. Quem paga sai da fila sozinho.',
  empty: 'Nenhum carrinho abandonado ou pagamento pendente neste lançamento.',
  outcomeSaved: 'Resultado do contato salvo.',
  outcomeFailed: 'Erro ao salvar o resultado do contato. Tente novamente.',
  noOutcome: 'Sem resultado',
  nothingSent: 'Nenhum e-mail',
  whatsappNone: 'Ninguém na fila tem WhatsApp cadastrado.',
} as const;

export const OUTCOME_LABELS: Record<RecoveryOutcome, string> = {
  contatado: 'Contatado',
  sem_resposta: 'Sem resposta',
  vai_pagar: 'Vai pagar',
  nao_quer: 'Não quer comprar',
  numero_invalido: 'Número inválido',
};

/** Why the buyer does or does not get recovery e-mails. */
export const CONSENT_LABELS: Record<RecoveryConsent, string> = {
  site: 'Consentiu no site',
  checkout: 'Aceitou comunicações no checkout',
  unsubscribed: 'Descadastrado: não recebe e-mails',
  none: 'Sem consentimento: não recebe e-mails',
};

/** The WhatsApp message a closer sends, by event (the buyer's first name in it). */
export function recoveryMessage(item: Pick<RecoveryQueueItem, 'event' | 'buyer_name'>): string {
  const name = firstName(item.buyer_name);
  switch (item.event) {
    case 'PURCHASE_OUT_OF_SHOPPING_CART':
      return `Olá, ${name}! Aqui é da equipe da Semana Java. Vi que você começou a sua inscrição no curso de Java, mas não concluiu. Ficou alguma dúvida ou aconteceu algum problema no pagamento? Posso te ajudar a finalizar.`;
    case 'PURCHASE_BILLET_PRINTED':
      return `Olá, ${name}! Vi que você gerou o boleto do curso de Java. Assim que o pagamento for compensado, você recebe o acesso. Precisa de ajuda com o boleto ou prefere pagar por Pix ou cartão?`;
    case 'PURCHASE_DELAYED':
      return `Olá, ${name}! O pagamento da sua inscrição no curso de Java ainda está pendente. Precisa de ajuda para concluir? Se preferir, posso te mandar o link de novo.`;
    default:
      return `Olá, ${name}! Vi que o pagamento da sua inscrição no curso de Java não foi concluído. Quer que eu te ajude a garantir a sua vaga?`;
  }
}

/** What was already sent: 'Nenhum e-mail', or '2 e-mails (último em 20/11/2026 10:15)'. */
export function sentText(sent: RecoveryQueueItem['sent'], formatDate: (value: string) => string): string {
  if (sent.length === 0) return RECOVERY_TEXTS.nothingSent;
  const last = sent[sent.length - 1]!;
  return `${sent.length} ${sent.length === 1 ? 'e-mail' : 'e-mails'} (último em ${formatDate(last.sent_at)})`;
}
