/**
 * The visitor's WhatsApp as the checkout's phoneac / phonenumber. Brazil (+55): the first two digits of the national
 * number are the area code, the rest the number (like the URL pre-fill). Other countries have no area-code split on
 * the checkout form: the national digits go in phonenumber alone.
 */
import { digitsOnly } from '@funil/text/digits';
export function checkoutPhone(dial: string, maskedNumber: string): { phoneAreaCode: string; phoneNumber: string } {
  const digits = digitsOnly(maskedNumber);
  if (digitsOnly(dial) === '55' && digits.length >= 10) {
    return { phoneAreaCode: digits.slice(0, 2), phoneNumber: digits.slice(2) };
  }
  return { phoneAreaCode: '', phoneNumber: digits };
}

/** Dial code + national digits, digits only (how every function stores WhatsApp). */
export function whatsappDigits(dial: string, maskedNumber: string): string {
  return digitsOnly(`${dial}${maskedNumber}`);
}
