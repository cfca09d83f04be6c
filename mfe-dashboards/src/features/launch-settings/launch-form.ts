import type { LaunchSettings } from '@funil/data-client/staff/launch-settings';

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

const DAY_MS = 86_400_000;

/** A Brasília wall-clock time `days` after the Brasília day of `now`, as an ISO string with offset. */
function brasiliaDayAt(now: Date, days: number, time: string): string {
  const day = new Date(now.getTime() - 3 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T${time}-03:00`;
}

/**
 * The next launch: prefilled from the newest one (dates kept, to be edited), or, when no launch exists yet, launch 1
 * with the usual calendar (event a week from `now` at 20:00, cart a week later at 07:00, deadline that day at
 * 23:59:59) and empty texts and links for staff to fill in.
 */
export function nextLaunchDraft(launches: readonly LaunchSettings[], now: Date = new Date()): LaunchDraft {
  const newest = launches[0];
  if (!newest) {
    return {
      lancamento: 1,
      name: 'Lançamento 1',
      event_date_text: '',
      event_time_text: '20:00',
      cart_opens_text: '',
      event_starts_at: brasiliaDayAt(now, 7, '20:00:00'),
      event_ends_at: brasiliaDayAt(now, 7, '21:30:00'),
      registration_deadline: brasiliaDayAt(now, 14, '23:59:59'),
      cart_opens_at: brasiliaDayAt(now, 14, '07:00:00'),
      lessons_countdown_at: brasiliaDayAt(now, 14, '08:00:00'),
      level_lessons_countdown_at: brasiliaDayAt(now, 14, '07:00:00'),
      group_link_intermediaria: '',
      group_link_iniciante: '',
      vip_group_link_beginner: '',
      vip_group_link_intermediate: '',
      lessons_group_chat_link: '',
      checkout_url_beginners: '',
      checkout_url_advanced: '',
      checkout_url_beginners_after_deadline: null,
      checkout_url_advanced_after_deadline: null,
    };
  }
  const { is_current: _current, ...rest } = newest;
  const next = Math.max(...launches.map((l) => l.lancamento)) + 1;
  return { ...rest, lancamento: next, name: `Lançamento ${next}` };
}

/** 'Já existe o lançamento N.' when a new launch would reuse a number (the database refuses it the same way). */
export function duplicateLaunchMessage(
  lancamento: number,
  launches: readonly Pick<LaunchSettings, 'lancamento'>[],
): string | null {
  return launches.some((l) => l.lancamento === lancamento) ? `Já existe o lançamento ${lancamento}.` : null;
}

/** True when the editor's draft differs from what it was opened with (switching away asks first). */
export function isDraftDirty(initial: LaunchDraft, draft: LaunchDraft): boolean {
  return (Object.keys(initial) as (keyof LaunchDraft)[]).some((key) => (initial[key] ?? '') !== (draft[key] ?? ''));
}

export const LAUNCH_SETTINGS_TEXT = {
  makeCurrentConfirm: (n: number) => `As páginas públicas passam a mostrar o lançamento ${n} imediatamente.`,
  discardConfirm: (n: number) => `Descartar as alterações não salvas do lançamento ${n}?`,
  exampleLinks:
    'Os links que vêm com os dados iniciais (seed) são exemplos: troque-os pelos convites reais dos grupos de WhatsApp e ' +
    'pelos links reais de checkout antes de tornar o lançamento atual. Os vídeos das aulas gratuitas (ids de vídeo de ' +
    'exemplo no seed) ficam na tabela de aulas.',
} as const;

const URL_PATTERN = /^https?:\/\/[^\s/]+\.\S+$/;

/** First validation message of a draft (the database checks the same), or null when valid. */
export function validateLaunch(draft: LaunchDraft): string | null {
  for (const [key] of TEXT_FIELDS)
    if (!String(draft[key] ?? '').trim()) return 'Preencha todos os campos obrigatórios.';
  for (const [key] of TIMESTAMP_FIELDS) {
    if (!draft[key] || Number.isNaN(new Date(draft[key]).getTime())) return 'Preencha todos os campos obrigatórios.';
  }
  if (new Date(draft.event_ends_at) <= new Date(draft.event_starts_at))
    return 'O fim do evento deve ser depois do início.';
  if (new Date(draft.cart_opens_at) < new Date(draft.event_starts_at))
    return 'A abertura do carrinho não pode ser antes do início do evento.';
  for (const [key, , required] of LINK_FIELDS) {
    const value = String(draft[key] ?? '').trim();
    if ((required || value) && !URL_PATTERN.test(value)) return 'Link inválido: use um endereço http:// ou https://.';
  }
  return null;
}
