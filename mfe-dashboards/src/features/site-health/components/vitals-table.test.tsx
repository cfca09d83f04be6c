// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VitalsTable } from './vitals-table';

afterEach(cleanup);

describe('VitalsTable', () => {
  it('shows p75 per route and device with the rating in words, not colour alone', () => {
    render(
      <VitalsTable
        vitals={[
          { route: '/inscricao', device: 'mobile', metric: 'LCP', p75: 4512, samples: 30 },
          { route: '/inscricao', device: 'mobile', metric: 'INP', p75: 180, samples: 12 },
          { route: '/inscricao', device: 'mobile', metric: 'CLS', p75: 0.15, samples: 30 },
        ]}
      />,
    );
    const row = screen.getByRole('row', { name: /\/inscricao/ });
    expect(within(row).getByText('Celular')).toBeTruthy();
    expect(within(row).getByText('Ruim')).toBeTruthy();
    expect(within(row).getByText('Bom')).toBeTruthy();
    expect(within(row).getByText('Precisa melhorar')).toBeTruthy();
    expect(row.textContent).toContain('4.512 ms');
    expect(row.textContent).toContain('0,15');
  });
});
