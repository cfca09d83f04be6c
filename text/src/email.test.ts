import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' Maria@Example.COM ')).toBe('maria@example.com');
    expect(normalizeEmail('joao@exemplo.com.br')).toBe('joao@exemplo.com.br');
  });
});
