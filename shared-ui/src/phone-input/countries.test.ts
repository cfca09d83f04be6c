import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  deriveCountry,
  findCountryByDial,
  flagOf,
  formatPhone,
  searchCountries,
} from './countries';

const byIso = (iso: string) => {
  const country = COUNTRIES.find((c) => c.iso === iso);
  if (!country) throw new Error(`no ${iso}`);
  return country;
};

describe('countries', () => {
  it('lists every country of the metadata once, with Portuguese names, sorted', () => {
    expect(COUNTRIES.length).toBeGreaterThan(200);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    expect(byIso('DE').name).toBe('Alemanha');
    expect(byIso('US').name).toBe('Estados Unidos');
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const c of COUNTRIES) {
      expect(c.dial).toMatch(/^\+\d{1,3}$/);
      expect(c.mask.replace(/[^#]/g, '')).toHaveLength(
        c.placeholder.replace(/\D/g, '').length || c.mask.replace(/[^#]/g, '').length,
      );
    }
  });

  it('defaults to Brasil +55 with the spec mask and placeholder', () => {
    expect(DEFAULT_COUNTRY).toMatchObject({
      iso: 'BR',
      dial: '+55',
      name: 'Brasil',
      mask: '(##) #####-####',
      placeholder: '11999999999',
    });
    // Same as what the metadata derives, except the spec's own placeholder.
    expect(deriveCountry('BR')).toEqual({ ...DEFAULT_COUNTRY, placeholder: '11961234567' });
    expect(COUNTRIES).toContain(DEFAULT_COUNTRY);
  });

  it('derives masks from the example numbers, without trunk prefixes', () => {
    expect(byIso('US').mask).toBe('(###) ###-####');
    expect(byIso('PT').mask).toBe('### ### ###');
    expect(byIso('DE').mask).toBe('#### #######');
    expect(byIso('GB').placeholder).toBe('7400123456');
  });

  it('finds the main country of a calling code', () => {
    expect(findCountryByDial('+55')?.iso).toBe('BR');
    expect(findCountryByDial('1')?.iso).toBe('US');
    expect(findCountryByDial('+44')?.iso).toBe('GB');
    expect(findCountryByDial('+999')).toBeUndefined();
  });

  it('formats digits as typed with the mask', () => {
    expect(formatPhone('', DEFAULT_COUNTRY)).toBe('');
    expect(formatPhone('1', DEFAULT_COUNTRY)).toBe('(1');
    expect(formatPhone('11', DEFAULT_COUNTRY)).toBe('(11');
    expect(formatPhone('119', DEFAULT_COUNTRY)).toBe('(11) 9');
    expect(formatPhone('1198765', DEFAULT_COUNTRY)).toBe('(11) 98765');
    expect(formatPhone('11987654', DEFAULT_COUNTRY)).toBe('(11) 98765-4');
    expect(formatPhone('(11) 98765-4321 999', DEFAULT_COUNTRY)).toBe('(11) 98765-4321');
    expect(formatPhone('2015550123', byIso('US'))).toBe('(201) 555-0123');
  });

  it('searches by name (accents and case ignored), ISO or calling code', () => {
    expect(searchCountries('brasil').map((c) => c.iso)).toEqual(['BR']);
    expect(searchCountries('ALEMA').map((c) => c.iso)).toEqual(['DE']);
    expect(searchCountries('camaroes').map((c) => c.iso)).toContain('CM');
    expect(searchCountries('+351').map((c) => c.iso)).toEqual(['PT']);
    expect(searchCountries('55').map((c) => c.iso)).toEqual(['BR']);
    expect(searchCountries('+1').map((c) => c.iso)).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(searchCountries('pt').map((c) => c.iso)).toContain('PT');
    expect(searchCountries('zzzz')).toEqual([]);
    expect(searchCountries('  ')).toHaveLength(COUNTRIES.length);
  });

  it('builds flag emoji', () => {
    expect(flagOf('BR')).toBe('🇧🇷');
    expect(flagOf('x')).toBe('');
  });
});
