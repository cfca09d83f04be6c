import { describe, expect, it } from 'vitest';
import { normalizeUrlPhone, parseUrlPhone } from './parse-url-phone';

describe('normalizeUrlPhone', () => {
  it('keeps digits only and splits the area code', () => {
    expect(normalizeUrlPhone('(11) 98765-4321')).toEqual({
      digits: '11987654321',
      areaCode: '11',
      number: '987654321',
    });
    expect(normalizeUrlPhone('21 3456-7890')).toEqual({ digits: '2134567890', areaCode: '21', number: '34567890' });
  });
  it('strips a leading 55 only when there are at least 12 digits', () => {
    expect(normalizeUrlPhone('+55 11 98765-4321')?.digits).toBe('11987654321');
    expect(normalizeUrlPhone('551134567890')?.digits).toBe('1134567890');
    // 11 digits starting with 55 is a number from area code 55 (Rio Grande do Sul), kept whole
    expect(normalizeUrlPhone('55987654321')).toEqual({ digits: '55987654321', areaCode: '55', number: '987654321' });
  });
  it('strips a leading 0 (trunk prefix), also after the country code', () => {
    expect(normalizeUrlPhone('011987654321')?.digits).toBe('11987654321');
    expect(normalizeUrlPhone('0213456789 0')?.digits).toBe('2134567890');
    expect(normalizeUrlPhone('55011987654321')?.digits).toBe('11987654321');
  });
  it('ignores anything that is not then 10 or 11 digits', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'abc',
      '987654321',
      '123456789012',
      '5511987654321000',
      '0987654321',
      '55 9876',
    ]) {
      expect(normalizeUrlPhone(raw)).toBeNull();
    }
  });
  it('accepts exactly 10 and 11 digits', () => {
    expect(normalizeUrlPhone('1234567890')?.areaCode).toBe('12');
    expect(normalizeUrlPhone('12345678901')?.number).toBe('345678901');
  });
});

describe('parseUrlPhone', () => {
  it('reads the whole number from phonenumber', () => {
    expect(parseUrlPhone(null, '5511987654321')).toEqual({
      digits: '11987654321',
      areaCode: '11',
      number: '987654321',
    });
    expect(parseUrlPhone('21', '11987654321')?.areaCode).toBe('11');
  });
  it('puts phoneac in front of an 8 or 9 digit phonenumber', () => {
    expect(parseUrlPhone('11', '98765-4321')).toEqual({ digits: '11987654321', areaCode: '11', number: '987654321' });
    expect(parseUrlPhone('(21)', '3456-7890')).toEqual({ digits: '2134567890', areaCode: '21', number: '34567890' });
    expect(parseUrlPhone('011', '987654321')?.digits).toBe('11987654321');
  });
  it('ignores a missing number or a result of the wrong length', () => {
    expect(parseUrlPhone('11', null)).toBeNull();
    expect(parseUrlPhone('11', '')).toBeNull();
    expect(parseUrlPhone(null, '987654321')).toBeNull();
    expect(parseUrlPhone('1', '4321')).toBeNull();
  });
});
