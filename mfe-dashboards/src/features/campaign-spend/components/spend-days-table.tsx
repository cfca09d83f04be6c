import { Table } from '@funil/shared-ui/table';
import type { SpendDay } from '@funil/data-client/staff/campaign-spend';
import { formatIsoDate } from '../../shared/format';
import layout from '../../shared/components/dashboard.module.css';
import { FigureCells, FigureHeaderCells } from './figure-cells';
import { SpendDayChart } from './spend-day-chart';

/** Per day (Brasília): the spend of that day, the leads registered and the sales made that day with the ads' UTMs. */
export function SpendDaysTable({ days }: { days: SpendDay[] }) {
  return (
    <section className={layout.panel} aria-labelledby="spend-days-title">
      <h2 id="spend-days-title" className={layout.panelTitle}>
        Por dia
      </h2>
      <SpendDayChart days={days} />
      <Table
        caption="Investimento e resultados por dia"
        captionHidden
        scrollLabel="Tabela por dia (rola na horizontal)"
      >
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <FigureHeaderCells />
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{formatIsoDate(day.day)}</time>
              </th>
              <FigureCells figures={day} />
            </tr>
          ))}
        </tbody>
      </Table>
      <p className={layout.muted}>
        Leads pelo dia da inscrição; vendas pelo dia do pagamento aprovado; reembolsos pelo dia do reembolso.
      </p>
    </section>
  );
}
