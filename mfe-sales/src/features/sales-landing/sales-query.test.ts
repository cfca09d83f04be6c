import { describe, expect, it } from 'vitest';
import { EMPTY_UTM } from '@funil/data-client/tracking/utm-store';
import { parseSalesQuery } from './sales-query';

describe('parseSalesQuery', () => {
  it('reads offer, utm fields and the pre-fill values', () => {
    const q = parseSalesQuery(
      '?offer=i&utm_source=ig&utm_medium=bio&utm_campaign=l2&utm_term=java&utm_content=reels&utm_id=7' +
        '&name=Ana%20Lima&email=ana@exemplo.com&phoneac=11&phonenumber=98765-4321',
    );
    expect(q.offer).toBe('i');
    expect(q.utm).toEqual({
      utm_source: 'ig',
      utm_medium: 'bio',
      utm_campaign: 'l2',
      utm_term: 'java',
      utm_content: 'reels',
      utm_id: '7',
    });
    expect(q.prefill).toEqual({
      name: 'Ana Lima',
      email: 'ana@exemplo.com',
      phone: { digits: '11987654321', areaCode: '11', number: '987654321' },
    });
  });

  it.each(['', '?offer=x', '?offer=I', '?offer='])('defaults the offer to a for %j', (search) => {
    expect(parseSalesQuery(search).offer).toBe('a');
  });

  it('falls back to the stored first-touch utm record only when the URL has none', () => {
    const stored = () => ({ ...EMPTY_UTM, utm_source: 'guardado' });
    expect(parseSalesQuery('?offer=a', stored).utm.utm_source).toBe('guardado');
    expect(parseSalesQuery('?utm_campaign=url', stored).utm).toEqual({ ...EMPTY_UTM, utm_campaign: 'url' });
  });

  it('ignores a phone that is not 10 or 11 digits after the rules, and missing values are empty', () => {
    const q = parseSalesQuery('?phonenumber=12345');
    expect(q.prefill).toEqual({ name: '', email: '', phone: null });
    expect(parseSalesQuery('?phonenumber=5511987654321').prefill.phone?.areaCode).toBe('11');
  });
});
