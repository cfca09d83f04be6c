/**
 * The heavy half of the phone input, loaded on demand by the picker. Countries for the phone picker, built from libphonenumber-js metadata (the "min" set: smallest that
 * still has every country's calling code and formats) and the mobile example numbers, with names from
 * Intl.DisplayNames in pt-BR. Nothing here is a hand-typed table.
 */
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/min/metadata';
import { DEFAULT_COUNTRY, type Country } from './phone-mask';
import { digitsOnly } from '@funil/text/digits';

/** Mask and example digits of a country, from its mobile example number. */
function maskOf(iso: CountryCode): { mask: string; placeholder: string } {
  const example = getExampleNumber(iso, examples);
  if (!example) return { mask: '###############', placeholder: '' };
  const national = String(example.nationalNumber);
  // The national format when it only groups the digits (BR: '(11) 96123-4567'); otherwise, when it adds a
  // trunk prefix such as 0 (DE, FR, GB), the international grouping without the calling code.
  const nationalFormat = example.formatNational();
  const formatted =
    digitsOnly(nationalFormat) === national ? nationalFormat : example.formatInternational().replace(/^\+\d+\s*/, '');
  const mask = digitsOnly(formatted) === national ? formatted.replace(/\d/g, '#') : '#'.repeat(national.length);
  return { mask, placeholder: national };
}

let regionNames: Intl.DisplayNames | undefined;

/** What the metadata and Intl.DisplayNames('pt-BR') derive for one country. */
export function deriveCountry(iso: CountryCode): Country {
  regionNames ??= new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'code' });
  return { iso, dial: `+${getCountryCallingCode(iso)}`, name: regionNames.of(iso) ?? iso, ...maskOf(iso) };
}

function buildCountries(): Country[] {
  return (
    getCountries()
      // Brasil is the spec's default object (same dial, name and mask; its placeholder is the spec's
      // 11999999999 instead of the metadata's 11961234567), so the default is also found in the list.
      .map((iso) => (iso === DEFAULT_COUNTRY.iso ? DEFAULT_COUNTRY : deriveCountry(iso)))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  );
}

/** Every country libphonenumber-js knows (about 245), sorted by Portuguese name. */
export const COUNTRIES: readonly Country[] = /* @__PURE__ */ buildCountries();

/**
 * The country for a calling code ('+55', '55'); for shared codes the main country of the code
 * (+1 -> Estados Unidos, +7 -> Rússia, +44 -> Reino Unido).
 */
export function findCountryByDial(dial: string): Country | undefined {
  const code = digitsOnly(dial);
  const main = metadata.country_calling_codes[code]?.[0];
  return main ? COUNTRIES.find((c) => c.iso === main) : undefined;
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
