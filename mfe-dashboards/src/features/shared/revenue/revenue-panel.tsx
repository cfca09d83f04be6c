import { loadErrorText } from '../../shared/error-text';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Table } from '@funil/shared-ui/table';
import { EmptyState } from '@funil/shared-ui/empty-state';
import type { RevenueDimension, RevenueFilter } from '@funil/data-client/staff/checkout';
import { useRevenueByUtmQuery } from './use-revenue-by-utm-query';
import { LoadError } from '../components/load-error';
import { ExportButton } from '../exports/export-button';
import { conversionText } from '../format';
import { brlText, revenueColumns } from '../checkout-text';
import layout from '../components/dashboard.module.css';

const TITLES: Record<RevenueDimension, { title: string; column: string; file: string }> = {
  source: { title: 'Vendas e receita por fonte', column: 'Fonte', file: 'receita-por-fonte' },
  campaign: { title: 'Vendas e receita por campanha', column: 'Campanha', file: 'receita-por-campanha' },
};

function RevenueTable({ dimension, filter }: { dimension: RevenueDimension; filter: RevenueFilter }) {
  const report = useRevenueByUtmQuery(dimension, filter);
  const { title, column, file } = TITLES[dimension];
  const headingId = `revenue-${dimension}-title`;
  const launchPart = filter.lancamento ? `-lancamento-${filter.lancamento}` : '';
  return (
    <section className={layout.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.panelTitle}>
        {title}
      </h2>
      {report.isError ? (
        <LoadError detail={loadErrorText(report.error)} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <p role="status">Carregando dados...</p>
      ) : report.data.rows.length === 0 ? (
        <EmptyState title="Nenhum lead ou venda encontrado" />
      ) : (
        <>
          <Table caption={title} captionHidden>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col">Leads</th>
                <th scope="col">Vendas</th>
                <th scope="col">Receita</th>
                <th scope="col">Conversão lead→venda</th>
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((row) => (
                <tr key={row.value}>
                  <th scope="row">{row.value}</th>
                  <td data-numeric>{formatNumber(row.leads)}</td>
                  <td data-numeric>{formatNumber(row.sales)}</td>
                  <td data-numeric>{brlText(row.revenue)}</td>
                  <td data-numeric>{conversionText(row.conversion)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td data-numeric>{formatNumber(report.data.totals.leads)}</td>
                <td data-numeric>{formatNumber(report.data.totals.sales)}</td>
                <td data-numeric>{brlText(report.data.totals.revenue)}</td>
                <td data-numeric>{conversionText(report.data.totals.conversion)}</td>
              </tr>
            </tfoot>
          </Table>
          <ExportButton
            fileBase={`${file}${launchPart}`}
            columns={revenueColumns(column)}
            rows={report.data.rows}
            label={`Exportar CSV (${column.toLowerCase()})`}
          />
        </>
      )}
    </section>
  );
}

/**
 * Sales confirmed by the checkout platform: per source and per campaign, leads (registered), sales (VENDIDO; a refund
 * takes the sale out), revenue (R$, from the payment events) and lead-to-sale conversion.
 */
export function RevenuePanel({ filter }: { filter: RevenueFilter }) {
  return (
    <div className={layout.stack}>
      <RevenueTable dimension="source" filter={filter} />
      <RevenueTable dimension="campaign" filter={filter} />
      <p className={layout.muted}>
        Vendas são leads de compra com status Vendido (reembolsos não contam); a receita soma o valor pago nos eventos
        do checkout.
      </p>
    </div>
  );
}
