/**
 * Phone pre-fill from the sales page URL (query parameters phoneac and phonenumber).
 * Rules: keep digits only; strip a leading 55 when the length is at least 12; strip a leading 0;
 * the result must then have 10 or 11 digits, otherwise it is ignored; its first 2 digits are the area code.
 *
 * phonenumber may carry the whole number (with or without 55 / area code). When phoneac is given and
 * phonenumber alone has only 8 or 9 digits (a number without its area code), phoneac is put in front.
 */
import { digitsOnly } from '@funil/text/digits';

export interface UrlPhone {
  /** All 10 or 11 digits: area code + number. */
  digits: string;
  areaCode: string;
  /** The digits after the area code. */
  number: string;
}

export function normalizeUrlPhone(raw: string | null | undefined): UrlPhone | null {
  let digits = digitsOnly(raw);
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) return null;
  return { digits, areaCode: digits.slice(0, 2), number: digits.slice(2) };
}

export function parseUrlPhone(
  phoneac: string | null | undefined,
  phonenumber: string | null | undefined,
): UrlPhone | null {
  const area = digitsOnly(phoneac);
  const number = digitsOnly(phonenumber);
  if (!number) return null;
  const combined = area && (number.length === 8 || number.length === 9) ? area + number : number;
  return normalizeUrlPhone(combined);
}
