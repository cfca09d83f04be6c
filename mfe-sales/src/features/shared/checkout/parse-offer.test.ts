import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER, parseOffer } from './parse-offer';

describe('parseOffer', () => {
  it('accepts exactly i and a', () => {
    expect(parseOffer('i')).toBe('i');
    expect(parseOffer('a')).toBe('a');
  });
  it.each([null, undefined, '', 'I', 'A', ' i', 'iniciante', 'b', 'ia'])('treats %j as a', (value) => {
    expect(parseOffer(value)).toBe('a');
  });
  it('defaults to a', () => {
    expect(DEFAULT_OFFER).toBe('a');
  });
});
