// Phone numbers as text a person reads and a spreadsheet keeps as text: '+55 11 98765 4321' (libphonenumber-js's
// international format, full metadata). A bare run of digits ('5511987654321') opens in pt-BR Excel as a number
// (5,51199E+12), useless for calling or WhatsApp; the spaces keep the formatted number text. This module carries the
// full metadata, several times a public page's whole budget (docs/performance.md): import it on demand
// (`import('./phone')`).
import { digitsOnly } from '@funil/text/digits';
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

/**
 * How the stored number is read: an explicit '+' or '00' is international; bare digits are first read as a Brazilian
 * national number (DDD + number, up to 11 digits) and then as international (country code first), or the other way
 * round for longer runs. The first reading libphonenumber-js finds valid wins.
 */
function parseStored(value: string, defaultCountry: CountryCode): PhoneNumber | null {
  const raw = value.trim();
  const digits = digitsOnly(raw);
  if (!digits) return null;
  const readings: [string, CountryCode | undefined][] = raw.startsWith('+')
    ? [[`+${digits}`, undefined]]
    : raw.startsWith('00')
      ? [[`+${digits.slice(2)}`, undefined]]
      : digits.length <= 11
        ? [
            [digits, defaultCountry],
            [`+${digits}`, undefined],
          ]
        : [
            [`+${digits}`, undefined],
            [digits, defaultCountry],
          ];
  for (const [text, country] of readings) {
    const parsed = parsePhoneNumberFromString(text, country);
    if (parsed?.isValid()) return parsed;
  }
  return null;
}

/**
 * '+55 11 98765 4321' for '5511987654321', '11987654321' or '(11) 98765-4321'; '+351 912 345 678' for
 * '+351912345678'. A number libphonenumber-js does not find valid is given back as its digits ('' for none).
 */
export function formatPhoneInternational(value: string | null | undefined, defaultCountry: CountryCode = 'BR'): string {
  const parsed = parseStored(value ?? '', defaultCountry);
  return parsed ? parsed.formatInternational() : digitsOnly(value);
}

/**
 * '(11) 98765-4321' for '+5511987654321' (the number as its own country writes it, without the country code), for a
 * column beside the country code. A number libphonenumber-js does not find valid is given back as its digits.
 */
export function formatPhoneNational(value: string | null | undefined, defaultCountry: CountryCode = 'BR'): string {
  const parsed = parseStored(value ?? '', defaultCountry);
  return parsed ? parsed.formatNational() : digitsOnly(value);
}
