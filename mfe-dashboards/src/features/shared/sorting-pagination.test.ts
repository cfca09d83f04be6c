import { describe, expect, it } from 'vitest';
import { conversionText, formatDateTime, formatIsoDate } from './format';
import { pageItems, pageRange, totalPagesFor } from './pagination';
import { ariaSort, nextSort, sortBy } from './sorting';
import { orderCounts } from './components/stat-card';
import { LEAD_STATUSES } from './lead-status';

describe('nextSort', () => {
  const numeric = ['count', 'percentage'] as const;
  it('starts numeric columns descending and text columns ascending', () => {
    expect(nextSort(null, 'count', numeric)).toEqual({ key: 'count', direction: 'desc' });
    expect(nextSort({ key: 'count', direction: 'desc' }, 'source', numeric)).toEqual({
      key: 'source',
      direction: 'asc',
    });
  });
  it('toggles on a second click', () => {
    expect(nextSort({ key: 'percentage', direction: 'desc' }, 'percentage', numeric)).toEqual({
      key: 'percentage',
      direction: 'asc',
    });
    expect(nextSort({ key: 'source', direction: 'asc' }, 'source', numeric)).toEqual({
      key: 'source',
      direction: 'desc',
    });
  });
  it('gives aria-sort', () => {
    expect(ariaSort({ key: 'count', direction: 'desc' }, 'count')).toBe('descending');
    expect(ariaSort({ key: 'count', direction: 'desc' }, 'source')).toBe('none');
  });
});

describe('sortBy', () => {
  it('sorts numbers and pt-BR text, nulls last', () => {
    const rows = [{ v: 'Órfão' }, { v: 'abacate' }, { v: null }, { v: 'Banana' }];
    expect(sortBy(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual(['abacate', 'Banana', 'Órfão', null]);
    expect(sortBy([3, 10, 1], (n) => n, 'desc')).toEqual([10, 3, 1]);
  });
});

describe('pageItems', () => {
  it('shows first, last, current ±1 and ellipses', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
  });
  it('computes totals and ranges', () => {
    expect(totalPagesFor(0, 20)).toBe(1);
    expect(totalPagesFor(41, 20)).toBe(3);
    expect(pageRange(3, 20)).toEqual({ from: 40, to: 59 });
  });
});

describe('format', () => {
  it('formats pt-BR dates and conversions', () => {
    expect(formatDateTime('2026-11-22T15:04:00Z')).toBe('22/11/2026, 12:04');
    expect(formatDateTime(null)).toBe('—');
    expect(formatIsoDate('2026-01-31')).toBe('31/01/2026');
    expect(conversionText(12.5)).toBe('12,50%');
    expect(conversionText(66.67)).toBe('66,67%');
    expect(conversionText(100)).toBe('100,00%');
    expect(conversionText(null)).toBe('—');
  });
});

describe('orderCounts', () => {
  it('lists per-status counts in the status order novo..vendido, not by count', () => {
    const counts = {
      VENDIDO: 9,
      NOVO: 1,
      REEMBOLSADO: 1,
      'AGUARDANDO PAGAMENTO': 5,
      CONTATADO: 0,
      'AGUARDANDO PAGAMENTO PARCELADO': 2,
    };
    expect(orderCounts(counts, LEAD_STATUSES).map(([key]) => key)).toEqual([...LEAD_STATUSES]);
  });

  it('orders by count descending without an order, and puts unlisted keys after the listed ones', () => {
    expect(orderCounts({ a: 1, b: 3, c: 2 })).toEqual([
      ['b', 3],
      ['c', 2],
      ['a', 1],
    ]);
    expect(orderCounts({ x: 7, NOVO: 1 }, LEAD_STATUSES)).toEqual([
      ['NOVO', 1],
      ['x', 7],
    ]);
  });
});
