/**
 * Countries for the phone picker, built from libphonenumber-js metadata (the "min" set: smallest that
 * still has every country's calling code and formats) and the mobile example numbers, with names from
 * Intl.DisplayNames in pt-BR. Nothing here is a hand-typed table.
 */
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/min/metadata';

export type Country = {
  /** ISO 3166-1 alpha-2, e.g. 'BR'. */
  iso: string;
  /** Calling code with '+', e.g. '+55'. */
  dial: string;
  /** Name in Portuguese, e.g. 'Brasil'. */
  name: string;
  /** Mask of the national number, '#' per digit, e.g. '(##) #####-####'. */
  mask: string;
  /** Example national number (digits), e.g. '11999999999'. */
  placeholder: string;
};

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Mask and example digits of a country, from its mobile example number. */
function maskOf(iso: CountryCode): { mask: string; placeholder: string } {
  const example = getExampleNumber(iso, examples);
  if (!example) return { mask: '###############', placeholder: '' };
  const national = String(example.nationalNumber);
  // The national format when it only groups the digits (BR: '(11) 96123-4567'); otherwise, when it adds a
  // trunk prefix such as 0 (DE, FR, GB), the international grouping without the calling code.
  const nationalFormat = example.formatNational();
  const formatted =
    digitsOnly(nationalFormat) === national
      ? nationalFormat
      : example.formatInternational().replace(/^\+\d+\s*/, '');
  const mask = digitsOnly(formatted) === national ? formatted.replace(/\d/g, '#') : '#'.repeat(national.length);
  return { mask, placeholder: national };
}

function buildCountries(): Country[] {
  const names = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((iso) => ({
      iso,
      dial: `+${getCountryCallingCode(iso)}`,
      name: names.of(iso) ?? iso,
      ...maskOf(iso),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** Every country libphonenumber-js knows (about 245), sorted by Portuguese name. */
export const COUNTRIES: readonly Country[] = buildCountries();

const brazil = COUNTRIES.find((c) => c.iso === 'BR');
if (!brazil) throw new Error('libphonenumber-js metadata without Brazil');
// The product's own default example, as the spec words it (the metadata's example is 11961234567).
brazil.placeholder = '11999999999';

/** Brasil, +55, '(##) #####-####', placeholder '11999999999'. */
export const DEFAULT_COUNTRY: Country = brazil;

/**
 * The country for a calling code ('+55', '55'); for shared codes the main country of the code
 * (+1 -> Estados Unidos, +7 -> Rússia, +44 -> Reino Unido).
 */
export function findCountryByDial(dial: string): Country | undefined {
  const code = digitsOnly(dial);
  const main = metadata.country_calling_codes[code]?.[0];
  return main ? COUNTRIES.find((c) => c.iso === main) : undefined;
}

/**
 * Applies the country's mask to the digits of `digits` (anything else is ignored), as typed: literal
 * characters are only written before a digit that follows them, and digits beyond the mask are dropped.
 */
export function formatPhone(digits: string, country: Country): string {
  const input = digitsOnly(digits);
  let out = '';
  let next = 0;
  for (const char of country.mask) {
    if (next >= input.length) break;
    if (char === '#') {
      out += input[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** Case- and accent-insensitive search by name, ISO code or calling code ('bra', 'br', '+55', '55'). */
export function searchCountries(query: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const normalize = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim();
  const q = normalize(query);
  if (!q) return [...countries];
  const qDigits = digitsOnly(q);
  const numeric = /^\+?\d+$/.test(q);
  return countries.filter(
    (c) =>
      (numeric && digitsOnly(c.dial).startsWith(qDigits)) ||
      (!numeric && (normalize(c.name).includes(q) || c.iso.toLowerCase() === q)),
  );
}

/** Flag emoji from the ISO code (regional indicator symbols); decorative only. */
export function flagOf(iso: string): string {
  return /^[A-Z]{2}$/.test(iso) ? String.fromCodePoint(...[...iso].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65)) : '';
}
