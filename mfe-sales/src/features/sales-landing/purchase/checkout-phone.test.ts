import { describe, expect, it } from 'vitest';
import { checkoutPhone, whatsappDigits } from './checkout-phone';

describe('checkoutPhone', () => {
  it('splits a Brazilian number into area code and number', () => {
    expect(checkoutPhone('+55', '(11) 98765-4321')).toEqual({ phoneAreaCode: '11', phoneNumber: '987654321' });
    expect(checkoutPhone('+55', '(21) 3456-7890')).toEqual({ phoneAreaCode: '21', phoneNumber: '34567890' });
  });
  it('sends other countries (or a short Brazilian number) whole in phonenumber', () => {
    expect(checkoutPhone('+351', '912 345 678')).toEqual({ phoneAreaCode: '', phoneNumber: '912345678' });
    expect(checkoutPhone('+55', '9876-5432')).toEqual({ phoneAreaCode: '', phoneNumber: '98765432' });
  });
});

describe('whatsappDigits', () => {
  it('joins dial code and number, digits only', () => {
    expect(whatsappDigits('+55', '(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappDigits('+1', '(201) 555-0123')).toBe('12015550123');
  });
});
