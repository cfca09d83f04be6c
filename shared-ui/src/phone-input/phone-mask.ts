/**
 * The light half of the phone input: the Country shape, the default country and the mask formatter.
 * No libphonenumber-js metadata here, so a page that renders the phone input does not download the
 * country list until the visitor opens the picker (see countries.ts, loaded on demand).
 */
import { digitsOnly } from '@funil/text/digits';

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

/**
 * Brasil, +55, '(##) #####-####', placeholder '11999999999' (the spec's default). countries.test.ts checks
 * that name, dial and mask are what the metadata and Intl.DisplayNames derive for BR.
 */
export const DEFAULT_COUNTRY: Country = Object.freeze({
  iso: 'BR',
  dial: '+55',
  name: 'Brasil',
  mask: '(##) #####-####',
  placeholder: '11999999999',
});

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

/** Flag emoji from the ISO code (regional indicator symbols); decorative only. */
export function flagOf(iso: string): string {
  return /^[A-Z]{2}$/.test(iso) ? String.fromCodePoint(...[...iso].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65)) : '';
}
