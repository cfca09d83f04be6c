// The launch e-mail texts two screens show (the e-mails page and the lead history of the hot board): one catalogue.
import type { EmailMessageKey, EmailSkipReason, EmailStatus } from '@funil/data-client/staff/launch-emails';

export const EMAIL_MESSAGE_LABELS: Record<EmailMessageKey, string> = {
  registration_confirmation: 'Confirmação de inscrição',
  waitlist_confirmation: 'Confirmação da lista de espera',
  event_eve: 'Véspera do evento',
  class_reminder: 'Lembrete 1 hora antes da aula',
  class_live: 'Estamos ao vivo',
  cart_open: 'Abertura do carrinho',
  cart_closing: 'Últimas horas da oferta',
  waitlist_next_launch: 'Lista de espera: carrinho abre em 24 horas',
  recovery_abandoned_1: 'Recuperação: carrinho abandonado (1ª mensagem)',
  recovery_abandoned_2: 'Recuperação: carrinho abandonado (2ª mensagem)',
  recovery_abandoned_3: 'Recuperação: carrinho abandonado (3ª mensagem)',
  recovery_billet: 'Recuperação: boleto antes do vencimento',
  recovery_pix: 'Recuperação: Pix antes de expirar',
  class_replay: 'Aula liberada (replay para quem não assistiu ao vivo)',
  class_missed: 'Você perdeu a aula (antes da aula seguinte)',
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Agendado',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falhou',
  skipped: 'Não enviado',
};

export const EMAIL_SKIP_LABELS: Record<EmailSkipReason, string> = {
  unsubscribed: 'descadastrado',
  no_consent: 'sem consentimento',
  expired: 'fora do prazo',
  anonymised: 'dados anonimizados',
  recipient_removed: 'contato removido',
  class_removed: 'aula removida',
  settled: 'compra paga, reembolsada ou contestada',
  client_cap: 'retido: muitas confirmações do mesmo endereço de rede',
  site_budget: 'retido: limite de confirmações por minuto do site',
  suppressed: 'endereço bloqueado (devolução ou reclamação)',
  watched_live: 'assistiu ao vivo',
  watched_class: 'assistiu à aula',
};

/** A message's label, or its key when the catalogue does not know it (a key added to the database first). */
export function emailMessageLabel(key: string): string {
  return (EMAIL_MESSAGE_LABELS as Record<string, string>)[key] ?? key;
}

export function emailSkipLabel(reason: string | null): string {
  if (!reason) return '';
  return (EMAIL_SKIP_LABELS as Record<string, string>)[reason] ?? reason;
}
