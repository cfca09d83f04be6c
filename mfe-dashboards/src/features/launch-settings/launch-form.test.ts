import { describe, expect, it } from 'vitest';
import type { LaunchSettings } from '@funil/data-client/staff/launch-settings';
import {
  duplicateLaunchMessage,
  fromLocalInput,
  isDraftDirty,
  nextLaunchDraft,
  toLocalInput,
  validateLaunch,
} from './launch-form';

const base: LaunchSettings = {
  lancamento: 2,
  name: 'Semana Java 2',
  event_date_text: '10 a 14/03',
  event_time_text: '20h',
  event_starts_at: '2025-03-10T23:00:00Z',
  event_ends_at: '2025-03-15T01:00:00Z',
  registration_deadline: '2025-03-10T23:00:00Z',
  cart_opens_at: '2025-03-14T23:00:00Z',
  cart_opens_text: '14/03',
  lessons_countdown_at: '2025-03-10T23:00:00Z',
  level_lessons_countdown_at: '2025-03-10T23:00:00Z',
  group_link_intermediaria: 'https://chat.whatsapp.com/a',
  group_link_iniciante: 'https://chat.whatsapp.com/b',
  vip_group_link_beginner: 'https://chat.whatsapp.com/c',
  vip_group_link_intermediate: 'https://chat.whatsapp.com/d',
  lessons_group_chat_link: 'https://chat.whatsapp.com/e',
  checkout_url_beginners: 'https://pay.hotmart.com/x',
  checkout_url_advanced: 'https://pay.hotmart.com/y',
  checkout_url_beginners_after_deadline: null,
  checkout_url_advanced_after_deadline: null,
  is_current: true,
};

describe('launch form', () => {
  it('prefills the next launch from the newest', () => {
    const draft = nextLaunchDraft([base, { ...base, lancamento: 1 }]);
    expect(draft?.lancamento).toBe(3);
    expect(draft?.name).toBe('Lançamento 3');
    expect(draft && 'is_current' in draft).toBe(false);
  });
  it('drafts launch 1 when no launch exists yet: a week ahead in Brasília time, texts and links to fill in', () => {
    const draft = nextLaunchDraft([], new Date('2030-05-06T02:00:00Z')); // 5 May, 23:00 in Brasília
    expect(draft.lancamento).toBe(1);
    expect(draft.event_starts_at).toBe('2030-05-12T20:00:00-03:00');
    expect(draft.cart_opens_at).toBe('2030-05-19T07:00:00-03:00');
    expect(draft.registration_deadline).toBe('2030-05-19T23:59:59-03:00');
    expect(validateLaunch(draft)).toBe('Preencha todos os campos obrigatórios.');
    expect(
      validateLaunch({
        ...draft,
        event_date_text: '12 de Maio, 2030',
        cart_opens_text: 'Segunda',
        group_link_intermediaria: 'https://a.b/c',
        group_link_iniciante: 'https://a.b/c',
        vip_group_link_beginner: 'https://a.b/c',
        vip_group_link_intermediate: 'https://a.b/c',
        lessons_group_chat_link: 'https://a.b/c',
        checkout_url_beginners: 'https://a.b/c',
        checkout_url_advanced: 'https://a.b/c',
      }),
    ).toBeNull();
  });
  it('refuses an existing number and tells a changed draft from an untouched one', () => {
    expect(duplicateLaunchMessage(2, [base])).toBe('Já existe o lançamento 2.');
    expect(duplicateLaunchMessage(3, [base])).toBeNull();
    const { is_current: _c, ...draft } = base;
    expect(isDraftDirty(draft, { ...draft })).toBe(false);
    expect(isDraftDirty(draft, { ...draft, name: 'Outro' })).toBe(true);
    expect(isDraftDirty(draft, { ...draft, checkout_url_advanced_after_deadline: '' })).toBe(false);
  });
  it('validates like the database', () => {
    const { is_current: _c, ...draft } = base;
    expect(validateLaunch(draft)).toBeNull();
    expect(validateLaunch({ ...draft, name: ' ' })).toBe('Preencha todos os campos obrigatórios.');
    expect(validateLaunch({ ...draft, event_ends_at: draft.event_starts_at })).toBe(
      'O fim do evento deve ser depois do início.',
    );
    expect(validateLaunch({ ...draft, cart_opens_at: '2025-03-01T00:00:00Z' })).toBe(
      'A abertura do carrinho não pode ser antes do início do evento.',
    );
    expect(validateLaunch({ ...draft, checkout_url_advanced: 'javascript:alert(1)' })).toBe(
      'Link inválido: use um endereço http:// ou https://.',
    );
    expect(validateLaunch({ ...draft, checkout_url_advanced_after_deadline: 'ftp://x.y' })).toBe(
      'Link inválido: use um endereço http:// ou https://.',
    );
  });
  it('converts datetime-local values in Brasília time', () => {
    expect(toLocalInput('2025-03-10T23:00:00Z')).toBe('2025-03-10T20:00');
    expect(fromLocalInput('2025-03-10T20:00')).toBe('2025-03-10T20:00:00-03:00');
    expect(new Date(fromLocalInput(toLocalInput(base.cart_opens_at))).toISOString()).toBe('2025-03-14T23:00:00.000Z');
  });
});
