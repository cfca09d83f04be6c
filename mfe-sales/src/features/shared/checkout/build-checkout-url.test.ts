import { describe, expect, it } from 'vitest';
import {
  buildCheckoutUrl,
  checkoutSettingsFromLaunch,
  combinedTrackingValue,
  isAfterDeadline,
  selectCheckoutLink,
  trackForOffer,
  trackingSource,
  type CheckoutSettings,
} from './build-checkout-url';

const DEADLINE = '2025-09-22T23:59:59-03:00';
const BEFORE = new Date('2025-09-22T23:59:58-03:00');
const AT = new Date(DEADLINE);
const AFTER = new Date('2025-09-23T00:00:00-03:00');

const settings: CheckoutSettings = {
  deadline: DEADLINE,
  links: {
    beginners: 'https://pay.hotmart.com/INI123?checkoutMode=10',
    advanced: 'https://pay.hotmart.com/AVA456?checkoutMode=10',
    beginnersAfterDeadline: 'https://pay.hotmart.com/INI123?off=late1',
    advancedAfterDeadline: 'https://pay.hotmart.com/AVA456?off=late2',
  },
};

const params = (url: string) => new URL(url).searchParams;

describe('trackForOffer', () => {
  it('maps i to the beginners track and a to the advanced (intermediaria) track', () => {
    expect(trackForOffer('i')).toBe('iniciante');
    expect(trackForOffer('a')).toBe('intermediaria');
  });
});

describe('isAfterDeadline', () => {
  it('is false before and exactly at the deadline, true one second after', () => {
    expect(isAfterDeadline(BEFORE, DEADLINE)).toBe(false);
    expect(isAfterDeadline(AT, DEADLINE)).toBe(false);
    expect(isAfterDeadline(new Date(AT.getTime() + 1), DEADLINE)).toBe(true);
    expect(isAfterDeadline(AFTER, new Date(DEADLINE))).toBe(true);
  });
  it('reads the deadline at UTC-3: 02:59:59Z on the 23rd is still in time', () => {
    expect(isAfterDeadline(new Date('2025-09-23T02:59:59Z'), DEADLINE)).toBe(false);
    expect(isAfterDeadline(new Date('2025-09-23T03:00:00Z'), DEADLINE)).toBe(true);
  });
  it('rejects an unreadable deadline', () => {
    expect(() => isAfterDeadline(BEFORE, 'amanhã')).toThrow('Prazo de checkout inválido');
  });
});

describe('selectCheckoutLink', () => {
  it.each([
    ['i', BEFORE, settings.links.beginners],
    ['a', BEFORE, settings.links.advanced],
    ['i', AT, settings.links.beginners],
    ['a', AT, settings.links.advanced],
    ['i', AFTER, settings.links.beginnersAfterDeadline],
    ['a', AFTER, settings.links.advancedAfterDeadline],
  ] as const)('offer %s at %s -> %s', (offer, now, expected) => {
    expect(selectCheckoutLink(settings, offer, now)).toBe(expected);
  });

  it('falls back to the normal link when an after-deadline link is missing or blank', () => {
    const partial: CheckoutSettings = {
      deadline: DEADLINE,
      links: {
        beginners: settings.links.beginners,
        advanced: settings.links.advanced,
        beginnersAfterDeadline: '  ',
        advancedAfterDeadline: null,
      },
    };
    expect(selectCheckoutLink(partial, 'i', AFTER)).toBe(settings.links.beginners);
    expect(selectCheckoutLink(partial, 'a', AFTER)).toBe(settings.links.advanced);
  });

  it('throws when the track has no link at all', () => {
    const empty: CheckoutSettings = { deadline: DEADLINE, links: { beginners: '', advanced: settings.links.advanced } };
    expect(() => selectCheckoutLink(empty, 'i', BEFORE)).toThrow("Link de checkout não configurado para a oferta 'i'.");
  });
});

describe('trackingSource and combinedTrackingValue', () => {
  it('uses utm_source, then utm_campaign, else empty', () => {
    expect(trackingSource({ utm_source: 'instagram', utm_campaign: 'lancamento' })).toBe('instagram');
    expect(trackingSource({ utm_source: '  ', utm_campaign: 'lancamento' })).toBe('lancamento');
    expect(trackingSource({ utm_source: null, utm_campaign: undefined })).toBe('');
  });
  it('joins source|medium|campaign|content|term keeping empty slots, or empty when all are empty', () => {
    expect(
      combinedTrackingValue({
        utm_source: 'ig',
        utm_medium: 'stories',
        utm_campaign: 'l2',
        utm_content: 'v1',
        utm_term: 'java',
        utm_id: 'x',
      }),
    ).toBe('ig|stories|l2|v1|java');
    expect(combinedTrackingValue({ utm_source: 'ig', utm_term: 'java' })).toBe('ig||||java');
    expect(combinedTrackingValue({ utm_id: 'only-id' })).toBe('');
  });
});

describe('buildCheckoutUrl', () => {
  const utm = {
    utm_source: 'instagram',
    utm_medium: 'bio',
    utm_campaign: 'lancamento2',
    utm_term: 'java',
    utm_content: 'reels',
    utm_id: '42',
  };
  const visitor = { name: 'Maria Souza', email: 'maria@exemplo.com', phoneAreaCode: '11', phoneNumber: '987654321' };

  it('appends src, sck, visitor data, the combined value and every utm field on the platform host', () => {
    const url = buildCheckoutUrl({ settings, offer: 'a', now: BEFORE, visitor, utm });
    const p = params(url);
    expect(url.startsWith('https://pay.hotmart.com/AVA456?')).toBe(true);
    expect(p.get('checkoutMode')).toBe('10');
    expect(p.get('src')).toBe('instagram');
    expect(p.get('sck')).toBe('instagram');
    expect(p.get('name')).toBe('Maria Souza');
    expect(p.get('email')).toBe('maria@exemplo.com');
    expect(p.get('phoneac')).toBe('11');
    expect(p.get('phonenumber')).toBe('987654321');
    expect(p.get('xcod')).toBe('instagram|bio|lancamento2|reels|java');
    expect(p.get('utm_source')).toBe('instagram');
    expect(p.get('utm_medium')).toBe('bio');
    expect(p.get('utm_campaign')).toBe('lancamento2');
    expect(p.get('utm_term')).toBe('java');
    expect(p.get('utm_content')).toBe('reels');
    expect(p.get('utm_id')).toBe('42');
  });

  it('encodes values (spaces, plus signs, the vertical bar) so they read back unchanged', () => {
    const url = buildCheckoutUrl({
      settings,
      offer: 'i',
      now: BEFORE,
      visitor: { name: 'José da Silva', email: 'jose+java@exemplo.com' },
      utm: { utm_source: 'a&b', utm_medium: 'c=d' },
    });
    expect(url).not.toContain('a&b');
    const p = params(url);
    expect(p.get('name')).toBe('José da Silva');
    expect(p.get('email')).toBe('jose+java@exemplo.com');
    expect(p.get('src')).toBe('a&b');
    expect(p.get('xcod')).toBe('a&b|c=d|||');
  });

  it('uses the after-deadline variant of the right track after the deadline', () => {
    expect(
      buildCheckoutUrl({ settings, offer: 'i', now: AFTER }).startsWith('https://pay.hotmart.com/INI123?off=late1'),
    ).toBe(true);
    expect(
      buildCheckoutUrl({ settings, offer: 'a', now: AFTER }).startsWith('https://pay.hotmart.com/AVA456?off=late2'),
    ).toBe(true);
    expect(
      buildCheckoutUrl({ settings, offer: 'i', now: BEFORE }).startsWith(
        'https://pay.hotmart.com/INI123?checkoutMode=10',
      ),
    ).toBe(true);
  });

  it('falls back to utm_campaign for src and sck when utm_source is empty', () => {
    const p = params(
      buildCheckoutUrl({ settings, offer: 'a', now: BEFORE, utm: { utm_source: '', utm_campaign: 'lancamento2' } }),
    );
    expect(p.get('src')).toBe('lancamento2');
    expect(p.get('sck')).toBe('lancamento2');
    expect(p.get('xcod')).toBe('||lancamento2||');
    expect(p.has('utm_source')).toBe(false);
    expect(p.get('utm_campaign')).toBe('lancamento2');
  });

  it('appends nothing for empty data: the configured link comes back as is', () => {
    expect(buildCheckoutUrl({ settings, offer: 'a', now: BEFORE })).toBe(
      'https://pay.hotmart.com/AVA456?checkoutMode=10',
    );
    expect(
      buildCheckoutUrl({
        settings,
        offer: 'a',
        now: BEFORE,
        visitor: { name: ' ', email: null },
        utm: { utm_source: '', utm_id: undefined },
      }),
    ).toBe('https://pay.hotmart.com/AVA456?checkoutMode=10');
  });

  it('on another host appends src, sck and visitor data but no marketing parameters', () => {
    const other: CheckoutSettings = {
      deadline: DEADLINE,
      links: { beginners: 'http://127.0.0.1:9999/checkout/ini', advanced: 'https://checkout.exemplo.com/ava' },
    };
    for (const offer of ['i', 'a'] as const) {
      const p = params(buildCheckoutUrl({ settings: other, offer, now: BEFORE, visitor, utm }));
      expect(p.get('src')).toBe('instagram');
      expect(p.get('sck')).toBe('instagram');
      expect(p.get('name')).toBe('Maria Souza');
      expect(p.get('email')).toBe('maria@exemplo.com');
      expect(p.get('phoneac')).toBe('11');
      expect(p.get('phonenumber')).toBe('987654321');
      expect(p.has('xcod')).toBe(false);
      for (const field of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'])
        expect(p.has(field)).toBe(false);
    }
  });

  it('does not treat look-alike hosts as the platform', () => {
    for (const link of [
      'https://pay.hotmart.com.evil.example/X',
      'https://evilpay.hotmart.com/X',
      'https://go.hotmart.com/X',
    ]) {
      const s: CheckoutSettings = { deadline: DEADLINE, links: { beginners: link, advanced: link } };
      expect(params(buildCheckoutUrl({ settings: s, offer: 'a', now: BEFORE, utm })).has('xcod')).toBe(false);
    }
    const upper: CheckoutSettings = {
      deadline: DEADLINE,
      links: { beginners: 'https://PAY.HOTMART.COM/X', advanced: 'https://PAY.HOTMART.COM/X' },
    };
    expect(params(buildCheckoutUrl({ settings: upper, offer: 'a', now: BEFORE, utm })).get('xcod')).toBe(
      'instagram|bio|lancamento2|reels|java',
    );
  });

  it('never duplicates or overrides a parameter the configured link already has', () => {
    const preset: CheckoutSettings = {
      deadline: DEADLINE,
      links: {
        beginners: 'https://pay.hotmart.com/INI?sck=fixo&utm_source=config&email=',
        advanced: 'https://pay.hotmart.com/AVA?src=fixo&xcod=abc',
      },
    };
    const pi = params(buildCheckoutUrl({ settings: preset, offer: 'i', now: BEFORE, visitor, utm }));
    expect(pi.getAll('sck')).toEqual(['fixo']);
    expect(pi.getAll('utm_source')).toEqual(['config']);
    expect(pi.getAll('email')).toEqual(['']);
    expect(pi.getAll('src')).toEqual(['instagram']);
    const pa = params(buildCheckoutUrl({ settings: preset, offer: 'a', now: BEFORE, visitor, utm }));
    expect(pa.getAll('src')).toEqual(['fixo']);
    expect(pa.getAll('xcod')).toEqual(['abc']);
    expect(pa.getAll('sck')).toEqual(['instagram']);
  });

  it('keeps a fragment of the configured link at the end', () => {
    const s: CheckoutSettings = {
      deadline: DEADLINE,
      links: { beginners: 'https://pay.hotmart.com/X?a=1#pagamento', advanced: 'https://pay.hotmart.com/X' },
    };
    const url = buildCheckoutUrl({ settings: s, offer: 'i', now: BEFORE, utm: { utm_source: 'yt' } });
    expect(url).toBe('https://pay.hotmart.com/X?a=1&src=yt&sck=yt&xcod=yt%7C%7C%7C%7C&utm_source=yt#pagamento');
  });
});

describe('buildCheckoutUrl with the purchase lead reference', () => {
  const utm = {
    utm_source: 'instagram',
    utm_medium: 'bio',
    utm_campaign: 'lancamento2',
    utm_term: 'java',
    utm_content: 'reels',
    utm_id: '42',
  };
  const reference = 'Abc123_-Abc123_-Abc123_-Abc123_-';

  it('hands the reference to the platform as xcod, the combined value as sck, and keeps every utm field', () => {
    const p = params(buildCheckoutUrl({ settings, offer: 'a', now: BEFORE, utm, reference }));
    expect(p.getAll('xcod')).toEqual([reference]);
    expect(p.getAll('sck')).toEqual(['instagram|bio|lancamento2|reels|java']);
    expect(p.get('src')).toBe('instagram');
    for (const field of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const) {
      expect(p.get(field)).toBe(utm[field]);
    }
  });

  it('carries the reference without any UTM value (sck then absent)', () => {
    const p = params(buildCheckoutUrl({ settings, offer: 'i', now: BEFORE, reference }));
    expect(p.get('xcod')).toBe(reference);
    expect(p.has('sck')).toBe(false);
    expect(p.has('src')).toBe(false);
  });

  it('never sends the reference to another host, and a blank reference changes nothing', () => {
    const other: CheckoutSettings = {
      deadline: DEADLINE,
      links: { beginners: 'https://checkout.exemplo.com/ini', advanced: 'https://checkout.exemplo.com/ava' },
    };
    const url = buildCheckoutUrl({ settings: other, offer: 'a', now: BEFORE, utm, reference });
    expect(url).not.toContain(reference);
    expect(params(url).get('sck')).toBe('instagram');
    expect(buildCheckoutUrl({ settings, offer: 'a', now: BEFORE, utm, reference: '  ' })).toBe(
      buildCheckoutUrl({ settings, offer: 'a', now: BEFORE, utm }),
    );
  });

  it('keeps an xcod the configured link already has', () => {
    const preset: CheckoutSettings = {
      deadline: DEADLINE,
      links: { beginners: 'https://pay.hotmart.com/X?xcod=fixo', advanced: 'https://pay.hotmart.com/X' },
    };
    expect(
      params(buildCheckoutUrl({ settings: preset, offer: 'i', now: BEFORE, utm, reference })).getAll('xcod'),
    ).toEqual(['fixo']);
  });
});

describe('checkoutSettingsFromLaunch', () => {
  // Launch 2 of supabase/seed.sql, as data-client maps it.
  const launch = {
    registrationDeadline: '2025-09-22T23:59:59-03:00',
    checkoutUrlBeginners: 'https://pay.hotmart.com/T98465312J?off=zq4k8m2n',
    checkoutUrlAdvanced: 'https://pay.hotmart.com/T98465312J?off=w7x3c9vb',
    checkoutUrlBeginnersAfterDeadline: 'https://pay.hotmart.com/T98465312J?off=r2t6y8ui',
    checkoutUrlAdvancedAfterDeadline: 'https://pay.hotmart.com/T98465312J?off=h5j1k3lp',
  };
  const fromLaunch = checkoutSettingsFromLaunch(launch);

  it.each([
    ['i', BEFORE, 'zq4k8m2n'],
    ['a', BEFORE, 'w7x3c9vb'],
    ['i', AFTER, 'r2t6y8ui'],
    ['a', AFTER, 'h5j1k3lp'],
  ] as const)('offer %s at %s uses off=%s from the launch row', (offer, now, off) => {
    expect(params(buildCheckoutUrl({ settings: fromLaunch, offer, now })).get('off')).toBe(off);
  });

  it('uses the launch deadline, whatever it is', () => {
    const later = checkoutSettingsFromLaunch({ ...launch, registrationDeadline: '2025-11-24T23:59:59-03:00' });
    expect(selectCheckoutLink(later, 'a', AFTER)).toBe(launch.checkoutUrlAdvanced);
    expect(selectCheckoutLink(later, 'a', new Date('2025-11-25T03:00:00Z'))).toBe(
      launch.checkoutUrlAdvancedAfterDeadline,
    );
  });

  it('falls back to the normal link of the track when the row has no after-deadline link (null column)', () => {
    const noLate = checkoutSettingsFromLaunch({
      ...launch,
      checkoutUrlBeginnersAfterDeadline: null,
      checkoutUrlAdvancedAfterDeadline: null,
    });
    expect(selectCheckoutLink(noLate, 'i', AFTER)).toBe(launch.checkoutUrlBeginners);
    expect(selectCheckoutLink(noLate, 'a', AFTER)).toBe(launch.checkoutUrlAdvanced);
  });
});
