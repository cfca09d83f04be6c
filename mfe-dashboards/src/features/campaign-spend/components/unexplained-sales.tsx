import { Table } from '@funil/shared-ui/table';
import type { UnexplainedSales as UnexplainedRow } from '@funil/data-client/staff/campaign-spend';
import layout from '../../shared/components/dashboard.module.css';
import { brl, CAUSE_LABELS, count } from '../spend-text';

/** Leads and sales that no imported spend explains, by cause, with the campaigns or sources behind each. */
export function UnexplainedSales({ rows }: { rows: UnexplainedRow[] }) {
  return (
    <section className={layout.panel} aria-labelledby="spend-unexplained-title">
      <h2 id="spend-unexplained-title" className={layout.panelTitle}>
        Vendas que nenhum investimento explica
      </h2>
      <Table caption="Leads e vendas sem investimento, por causa" captionHidden>
        <thead>
          <tr>
            <th scope="col">Causa</th>
            <th scope="col">Leads</th>
            <th scope="col">Intenções de compra</th>
            <th scope="col">Vendas</th>
            <th scope="col">Reembolsos</th>
            <th scope="col">Receita bruta</th>
            <th scope="col">Receita líquida</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.cause}>
              <th scope="row">
                {CAUSE_LABELS[row.cause].title}
                <span className={layout.muted}> — {CAUSE_LABELS[row.cause].detail}</span>
              </th>
              <td data-numeric>{count(row.leads)}</td>
              <td data-numeric>{count(row.intents)}</td>
              <td data-numeric>{count(row.sales)}</td>
              <td data-numeric>{count(row.refunds)}</td>
              <td data-numeric>{brl(row.gross_revenue)}</td>
              <td data-numeric>{brl(row.net_revenue)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {rows
        .filter((row) => CAUSE_LABELS[row.cause].valueLabel && row.top_values.length > 0)
        .map((row) => (
          <details key={row.cause}>
            <summary>
              {CAUSE_LABELS[row.cause].title}: {CAUSE_LABELS[row.cause].valueLabel}
            </summary>
            <ul>
              {row.top_values.map((value) => (
                <li key={value.value}>
                  {value.value}: {count(value.leads)} leads, {count(value.sales)} vendas, {brl(value.gross_revenue)}
                </li>
              ))}
            </ul>
          </details>
        ))}
    </section>
  );
}
