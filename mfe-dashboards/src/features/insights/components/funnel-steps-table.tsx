import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Table } from '@funil/shared-ui/table';
import type { LaunchFunnel } from '@funil/data-client/staff/insights';
import { conversionText } from '../../shared/format';
import { FUNNEL_STEP_LABELS, stepWidth } from '../../shared/funnel-labels';
import ui from '../../shared/components/ui.module.css';

/** The funnel's steps: leads, conversion from the step before and from the registrants, and a bar against the first. */
export function FunnelStepsTable({ funnel }: { funnel: LaunchFunnel }) {
  const first = funnel.steps[0]?.count ?? 0;
  return (
    <Table>
      <caption>Funil do lançamento {funnel.lancamento}</caption>
      <thead>
        <tr>
          <th scope="col">Etapa</th>
          <th scope="col">Leads</th>
          <th scope="col">Conversão da etapa anterior</th>
          <th scope="col">Conversão desde os inscritos</th>
          <th scope="col">Funil</th>
        </tr>
      </thead>
      <tbody>
        {funnel.steps.map((step) => (
          <tr key={step.key}>
            <th scope="row">{FUNNEL_STEP_LABELS[step.key]}</th>
            <td data-numeric>{formatNumber(step.count)}</td>
            <td data-numeric>{conversionText(step.conversion)}</td>
            <td data-numeric>{conversionText(step.of_first)}</td>
            <td>
              <div className={ui.barTrack} aria-hidden="true">
                <div
                  className={ui.bar}
                  style={{ width: `${stepWidth(step.count, first)}%`, background: 'var(--color-primary)' }}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
