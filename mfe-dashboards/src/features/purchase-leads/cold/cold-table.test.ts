import { describe, expect, it } from 'vitest';
import { contactName, contactPhone, nextColdSort } from './cold-table';

describe('cold table helpers', () => {
  it('sorts dates newest first and text ascending on a first click, toggles on the second', () => {
    const start = { field: 'created_at', ascending: false } as const;
    expect(nextColdSort(start, 'saved_name')).toEqual({ field: 'saved_name', ascending: true });
    expect(nextColdSort({ field: 'saved_name', ascending: true }, 'saved_name')).toEqual({
      field: 'saved_name',
      ascending: false,
    });
    expect(nextColdSort({ field: 'saved_name', ascending: true }, 'created_at')).toEqual({
      field: 'created_at',
      ascending: false,
    });
    expect(nextColdSort(start, 'created_at')).toEqual({ field: 'created_at', ascending: true });
  });
  it('names and phones with fallbacks', () => {
    expect(contactName({ saved_name: null })).toBe('Sem nome');
    expect(contactName({ saved_name: ' Ana ' })).toBe('Ana');
    expect(contactPhone({ formatted_phone: null, country_code: '55', phone_number: '11999990001' })).toBe(
      '+55 11999990001',
    );
  });
});
