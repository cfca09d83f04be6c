import type { UnsubscribeReason } from '@funil/data-client/public/unsubscribe';

/** The six reasons (visitor-side.md §2 'Unsubscribe page'); values are the ones stored. */
export const REASON_OPTIONS: readonly { value: UnsubscribeReason; label: string }[] = [
  { value: 'not_interested', label: 'Não tenho mais interesse no conteúdo' },
  { value: 'too_many_emails', label: 'Recebo muitos e-mails' },
  { value: 'content_not_relevant', label: 'O conteúdo não é relevante para mim' },
  { value: 'found_solution', label: 'Já encontrei outra solução' },
  { value: 'timing_not_right', label: 'Não é o momento certo para mim' },
  { value: 'other', label: 'Outro motivo' },
];

export const VALIDATING_LABEL = 'Validando link...';
export const INVALID_TITLE = 'Link Inválido';
export const SUCCESS_TITLE = 'Inscrição Cancelada';
export const KEEP_LABEL = 'Manter Minha Inscrição';
export const PROCEED_LABEL = 'Prosseguir com Cancelamento';
export const CANCELLING_LABEL = 'Cancelando...';
