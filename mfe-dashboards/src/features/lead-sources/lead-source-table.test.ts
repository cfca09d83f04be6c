import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../shared/format';
import { barColour, nextLeadSourceSort, periodLabel, sortLeadSources } from './lead-source-table';

const rows = [
  { source: 'instagram', medium: 'social', count: 2, percentage: 33 },
  { source: 'google', medium: 'cpc', count: 3, percentage: 50 },
  { source: 'Sem Fonte', medium: 'Sem Medium', count: 1, percentage: 17 },
];

describe('lead-source table', () => {
  it('first click on count sorts descending, on source ascending, second click toggles', () => {
    let sort = nextLeadSourceSort(null, 'count');
    expect(sortLeadSources(rows, sort).map((r) => r.count)).toEqual([3, 2, 1]);
    sort = nextLeadSourceSort(sort, 'count');
    expect(sortLeadSources(rows, sort).map((r) => r.count)).toEqual([1, 2, 3]);
    sort = nextLeadSourceSort(sort, 'source');
    expect(sortLeadSources(rows, sort).map((r) => r.source)).toEqual(['google', 'instagram', 'Sem Fonte']);
    sort = nextLeadSourceSort(sort, 'source');
    expect(sortLeadSources(rows, sort).map((r) => r.source)).toEqual(['Sem Fonte', 'instagram', 'google']);
    expect(nextLeadSourceSort(sort, 'percentage')).toEqual({ key: 'percentage', direction: 'desc' });
  });

  it('keeps the server order without a sort', () => {
    expect(sortLeadSources(rows, null)).toEqual(rows);
  });

  it('labels the period and cycles colours', () => {
    expect(periodLabel({ from: 'Início', to: 'Agora' }, formatIsoDate)).toBe('Início - Agora');
    expect(periodLabel({ from: '2025-03-10', to: 'Agora' }, formatIsoDate)).toBe('10/03/2025 - Agora');
    expect(barColour(5)).toBe(barColour(0));
  });
});
