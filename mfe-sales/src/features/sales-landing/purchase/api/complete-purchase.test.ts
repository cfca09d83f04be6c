import { describe, expect, it, vi } from 'vitest';
import type { Launch } from '@funil/data-client/public/launches';
import { EMPTY_UTM } from '@funil/data-client/tracking/utm-store';
import { completePurchase, type PurchaseServices } from './complete-purchase';

const launch: Launch = {
  lancamento: 2,
  name: 'Semana Java #2',
  eventDateText: '15 de Setembro, 2025',
  eventTimeText: '08:00',
  eventStartsAt: '2025-09-15T23:00:00Z',
  eventEndsAt: '2025-09-16T00:30:00Z',
  registrationDeadline: '2025-09-22T23:59:59-03:00',
  cartOpensAt: '2025-09-22T10:00:00Z',
  cartOpensText: 'Segunda-feira, 22 de Setembro, às 07:00',
  lessonsCountdownAt: '2025-09-22T11:00:00Z',
  levelLessonsCountdownAt: '2025-09-22T10:00:00Z',
  groupLinkIntermediaria: 'https://chat.whatsapp.com/a',
  groupLinkIniciante: 'https://chat.whatsapp.com/b',
  vipGroupLinkBeginner: 'https://chat.whatsapp.com/c',
  vipGroupLinkIntermediate: 'https://chat.whatsapp.com/d',
  lessonsGroupChatLink: 'https://chat.whatsapp.com/e',
  checkoutUrlBeginners: 'https://pay.hotmart.com/T1?off=beg',
  checkoutUrlAdvanced: 'https://pay.hotmart.com/T1?off=adv',
  checkoutUrlBeginnersAfterDeadline: 'https://pay.hotmart.com/T1?off=beglate',
  checkoutUrlAdvancedAfterDeadline: null,
  isCurrent: true,
};

function services(overrides: Partial<PurchaseServices> = {}) {
  const calls: string[] = [];
  const s: PurchaseServices = {
    fetchCurrentLaunch: vi.fn(async () => {
      calls.push('launch');
      return launch;
    }),
    savePurchaseIntent: vi.fn(async () => {
      calls.push('save');
      return { reference: 'ref_123' };
    }),
    markPurchaseRedirected: vi.fn(async () => {
      calls.push('mark');
    }),
    ...overrides,
  };
  return { s, calls };
}

const values = {
  name: 'Maria Souza',
  email: 'maria@exemplo.com',
  whatsappCountry: '+55',
  whatsappNumber: '(11) 98765-4321',
};
const utm = { ...EMPTY_UTM, utm_source: 'ig', utm_campaign: 'l2' };
const BEFORE = new Date('2025-09-20T12:00:00Z');
const AFTER = new Date('2025-09-23T03:00:01Z');

describe('completePurchase', () => {
  it('saves the intent for the current launch, then marks it redirected with the checkout URL it returns', async () => {
    const { s, calls } = services();
    const url = await completePurchase({ values, offer: 'i', utm, now: BEFORE }, s);
    expect(calls).toEqual(['launch', 'save', 'mark']);
    expect(s.savePurchaseIntent).toHaveBeenCalledWith({
      name: 'Maria Souza',
      email: 'maria@exemplo.com',
      whatsapp: '5511987654321',
      lancamento: 2,
      utm,
    });
    const p = new URL(url).searchParams;
    expect(url.startsWith('https://pay.hotmart.com/T1?off=beg&')).toBe(true);
    // The lead's reference goes to the platform as xcod (the checkout webhook matches it); sck keeps the UTM values.
    expect([p.get('src'), p.get('sck'), p.get('xcod'), p.get('phoneac'), p.get('phonenumber'), p.get('email')]).toEqual(
      ['ig', 'ig||l2||', 'ref_123', '11', '987654321', 'maria@exemplo.com'],
    );
    expect(s.markPurchaseRedirected).toHaveBeenCalledWith('ref_123', url);
  });

  it('uses the after-deadline link of the track, or the normal one when the row has none', async () => {
    expect(
      new URL(await completePurchase({ values, offer: 'i', utm, now: AFTER }, services().s)).searchParams.get('off'),
    ).toBe('beglate');
    expect(
      new URL(await completePurchase({ values, offer: 'a', utm, now: AFTER }, services().s)).searchParams.get('off'),
    ).toBe('adv');
  });

  it('still returns the checkout URL when marking redirected fails (logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { s } = services({ markPurchaseRedirected: vi.fn(async () => Promise.reject(new Error('rede'))) });
    await expect(completePurchase({ values, offer: 'a', utm, now: BEFORE }, s)).resolves.toContain('off=adv');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('rejects, without marking, when saving fails', async () => {
    const { s } = services({
      savePurchaseIntent: vi.fn(async () => Promise.reject(new Error('Erro ao salvar dados. Tente novamente.'))),
    });
    await expect(completePurchase({ values, offer: 'a', utm, now: BEFORE }, s)).rejects.toThrow('Erro ao salvar dados');
    expect(s.markPurchaseRedirected).not.toHaveBeenCalled();
  });
});
