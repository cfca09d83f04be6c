import type { LaunchSettings } from '@funil/data-client/src/staff/launch-settings';

export type LaunchDraft = Omit<LaunchSettings, 'is_current'>;

export const TIMESTAMP_FIELDS = [
  ['event_starts_at', 'Início do evento'],
  ['event_ends_at', 'Fim do evento'],
  ['registration_deadline', 'Fim das inscrições'],
  ['cart_opens_at', 'Abertura do carrinho'],
  ['lessons_countdown_at', 'Contagem das aulas (/aulas)'],
  ['level_lessons_countdown_at', 'Contagem das aulas por nível'],
] as const;

export const TEXT_FIELDS = [
  ['name', 'Nome'],
  ['event_date_text', 'Data do evento (texto)'],
  ['event_time_text', 'Horário do evento (texto)'],
  ['cart_opens_text', 'Abertura do carrinho (texto)'],
] as const;

export const LINK_FIELDS = [
  ['group_link_intermediaria', 'Grupo da trilha intermediária', true],
  ['group_link_iniciante', 'Grupo da trilha iniciante', true],
  ['vip_group_link_beginner', 'Grupo VIP iniciante', true],
  ['vip_group_link_intermediate', 'Grupo VIP intermediário', true],
  ['lessons_group_chat_link', 'Chat do grupo das aulas', true],
  ['checkout_url_beginners', 'Checkout iniciantes', true],
  ['checkout_url_advanced', 'Checkout avançado', true],
  ['checkout_url_beginners_after_deadline', 'Checkout iniciantes após o prazo', false],
  ['checkout_url_advanced_after_deadline', 'Checkout avançado após o prazo', false],
] as const;

/** ISO timestamp -> value of an <input type="datetime-local"> in Brasília time (UTC-3, no daylight saving). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 16);
}

/** datetime-local value (Brasília) -> ISO timestamp with offset, or '' when empty. */
export function fromLocalInput(value: string): string {
  return value ? `${value}:00-03:00` : '';
}

/** The next launch, prefilled from the newest one (dates kept, to be edited). */
export function nextLaunchDraft(launches: readonly LaunchSettings[]): LaunchDraft | null {
  const newest = launches[0];
  if (!newest) return null;
  const { is_current: _current, ...rest } = newest;
  return { ...rest, lancamento: Math.max(...launches.map((l) => l.lancamento)) + 1, name: `Lançamento ${Math.max(...launches.map((l) => l.lancamento)) + 1}` };
}

const URL_PATTERN = /^https?:\/\/[^\s/]+\.\S+$/;

/** First validation message of a draft (the database checks the same), or null when valid. */
export function validateLaunch(draft: LaunchDraft): string | null {
  for (const [key] of TEXT_FIELDS) if (!String(draft[key] ?? '').trim()) return 'Preencha todos os campos obrigatórios.';
  for (const [key] of TIMESTAMP_FIELDS) {
    if (!draft[key] || Number.isNaN(new Date(draft[key]).getTime())) return 'Preencha todos os campos obrigatórios.';
  }
  if (new Date(draft.event_ends_at) <= new Date(draft.event_starts_at)) return 'O fim do evento deve ser depois do início.';
  if (new Date(draft.cart_opens_at) < new Date(draft.event_starts_at)) return 'A abertura do carrinho não pode ser antes do início do evento.';
  for (const [key, , required] of LINK_FIELDS) {
    const value = String(draft[key] ?? '').trim();
    if ((required || value) && !URL_PATTERN.test(value)) return 'Link inválido: use um endereço http:// ou https://.';
  }
  return null;
}
