// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpendCampaign, SpendFigures } from '@funil/data-client/staff/campaign-spend';
import { SpendDrilldownTable } from './spend-drilldown-table';
import { SpendDayChart } from './spend-day-chart';

const figures = (over: Partial<SpendFigures> = {}): SpendFigures => ({
  spend: 180.5,
  impressions: 0,
  clicks: 0,
  leads: 4,
  intents: 4,
  sales: 2,
  refunds: 1,
  gross_revenue: 1494,
  platform_fee: 151.4,
  net_revenue: 1342.6,
  cpl: 45.13,
  cpa: 90.25,
  roas: 7.44,
  gross_roas: 8.28,
  profit: 1162.1,
  conversion: 50,
  ...over,
});

const campaigns: SpendCampaign[] = [
  {
    ...figures(),
    key: 'id:111111111111111111',
    campaign_id: '111111111111111111',
    name: 'Camp A | Frio',
    platforms: 'meta',
    ad_sets: [
      {
        ...figures(),
        key: 'id:222222222222222201',
        ad_set_id: '222222222222222201',
        name: 'Conj 1',
        ads: [
          {
            ...figures({ spend: 150.5, leads: 3 }),
            key: 'id:1333333333333333301',
            ad_id: '1333333333333333301',
            name: 'Anúncio X v2',
            names: ['Anúncio X', 'Anúncio X v2'],
          },
          { ...figures({ spend: 0, leads: 1, cpl: 0 }), key: null, ad_id: null, name: null, names: [] },
        ],
      },
    ],
  },
  {
    ...figures({
      spend: 200,
      leads: 0,
      cpl: null,
      sales: 0,
      cpa: null,
      roas: 0,
      gross_roas: 0,
      profit: -200,
      conversion: null,
    }),
    key: 'id:111111111111111112',
    campaign_id: '111111111111111112',
    name: 'Camp B',
    platforms: 'meta',
    ad_sets: [],
  },
];

afterEach(cleanup);

describe('SpendDrilldownTable', () => {
  it('shows each campaign with its figures in pt-BR, and opens it into ad sets and ads', () => {
    render(<SpendDrilldownTable campaigns={campaigns} totals={figures({ spend: 380.5 })} />);
    const table = screen.getByRole('table', { name: 'Investimento e resultados por campanha' });
    const rowA = within(table).getByRole('row', { name: /Camp A \| Frio/ });
    expect(
      within(rowA)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'R$\u00a0180,50',
      '4',
      'R$\u00a045,13',
      '4',
      '2',
      '1',
      'R$\u00a01.494,00',
      'R$\u00a0151,40',
      'R$\u00a01.342,60',
      'R$\u00a090,25',
      '7,44',
      '8,28',
      'R$\u00a01.162,10',
      '50,00%',
    ]);
    // ROAS both ways, each header saying what it divides.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(11, 13)).toEqual([
      'ROAS líquido Receita líquida ÷ investimento',
      'ROAS bruto Receita bruta ÷ investimento',
    ]);
    const rowB = within(table).getByRole('row', { name: /Camp B/ });
    expect(within(rowB).getAllByRole('cell')[2]!.textContent).toBe('—');
    expect(within(rowB).getAllByRole('cell')[12]!.textContent).toBe('-R$\u00a0200,00');

    expect(screen.queryByText('Conj 1')).toBeNull();
    const toggleA = screen.getByRole('button', { name: /Camp A \| Frio/ });
    expect(toggleA.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggleA);
    expect(toggleA.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Conj 1/ }));
    const adRow = within(table).getByRole('row', { name: /Anúncio X v2/ });
    expect(adRow.textContent).toContain('1333333333333333301');
    expect(adRow.textContent).toContain('também chamado: Anúncio X');
    expect(within(table).getByRole('row', { name: /Anúncio não identificado pela UTM/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Fechar tudo' }));
    expect(screen.queryByText('Conj 1')).toBeNull();
  });
});

describe('SpendDayChart', () => {
  it('is an image with a name and a text summary', () => {
    render(
      <SpendDayChart
        days={[
          { ...figures({ spend: 380, net_revenue: 0 }), day: '2026-11-18' },
          { ...figures({ spend: 50.5, net_revenue: 896.3 }), day: '2026-11-19' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: /Investimento e receita líquida por dia/ });
    expect(chart.textContent).toContain('2 dias, de 18/11/2026 a 19/11/2026');
    expect(chart.textContent).toContain('investimento total R$\u00a0430,50');
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
  });
});
