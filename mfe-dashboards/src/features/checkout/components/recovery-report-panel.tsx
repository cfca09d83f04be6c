import { useState } from 'react';
import { Table } from '@funil/shared-ui/src/table/table';
import { Button } from '@funil/shared-ui/src/button/button';
import { Input } from '@funil/shared-ui/src/input/input';
import { formatNumber } from '@funil/shared-ui/src/format/numbers';
import type { RecoveryReport } from '@funil/data-client/src/staff/checkout-recovery';
import { Field } from '../../shared/components/field';
import { LoadError } from '../../shared/components/load-error';
import { loadErrorText } from '../../shared/error-text';
import { brlText } from '../../shared/checkout-text';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';
import { useRecoveryReportQuery } from '../api/use-recovery-report-query';
import { useHoldoutPercentMutation } from '../api/use-holdout-percent-mutation';
import { liftText, rateText, RECOVERY_REPORT_TEXT, SEQUENCE_LABELS } from '../recovery-report-text';

function HoldoutForm({ lancamento, percent }: { lancamento: number; percent: number }) {
  const [value, setValue] = useState(String(percent));
  const [message, setMessage] = useState<string | null>(null);
  const save = useHoldoutPercentMutation({
    onSuccess: () => setMessage(RECOVERY_REPORT_TEXT.holdoutSaved),
    onError: () => setMessage(RECOVERY_REPORT_TEXT.holdoutFailed),
  });
  const parsed = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= 50;
  return (
    <form
      className={ui.filters}
      aria-label={RECOVERY_REPORT_TEXT.holdoutLabel}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) save.mutate({ lancamento, percent: parsed });
      }}
    >
      <Field label={RECOVERY_REPORT_TEXT.holdoutLabel}>
        {(id) => (
          <Input
            id={id}
            type="number"
            min={0}
            max={50}
            step={1}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setMessage(null);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending} disabled={!valid}>
        {RECOVERY_REPORT_TEXT.holdoutSave}
      </Button>
      {message && <span role="status">{message}</span>}
    </form>
  );
}

function ReportTable({ report }: { report: RecoveryReport }) {
  return (
    <Table caption={`Recuperação por sequência — lançamento ${report.lancamento}`}>
      <thead>
        <tr>
          <th scope="col">Sequência</th>
          <th scope="col">Com e-mails: compradores</th>
          <th scope="col">Recuperados</th>
          <th scope="col">Taxa</th>
          <th scope="col">Receita</th>
          <th scope="col">Controle: compradores</th>
          <th scope="col">Recuperados</th>
          <th scope="col">Taxa</th>
          <th scope="col">Receita</th>
          <th scope="col">Diferença na taxa (IC 95%)</th>
          <th scope="col">Receita por comprador (com / controle)</th>
        </tr>
      </thead>
      <tbody>
        {report.sequences.map((row) => (
          <tr key={row.sequence} data-sequence={row.sequence}>
            <th scope="row">{SEQUENCE_LABELS[row.sequence]}</th>
            <td data-numeric>{formatNumber(row.messaged.buyers)}</td>
            <td data-numeric>{formatNumber(row.messaged.recovered)}</td>
            <td data-numeric>{rateText(row.messaged.rate)}</td>
            <td data-numeric>{brlText(row.messaged.revenue)}</td>
            <td data-numeric>{formatNumber(row.holdout.buyers)}</td>
            <td data-numeric>{formatNumber(row.holdout.recovered)}</td>
            <td data-numeric>{rateText(row.holdout.rate)}</td>
            <td data-numeric>{brlText(row.holdout.revenue)}</td>
            <td data-numeric>{liftText(row.lift, row.lift_low, row.lift_high)}</td>
            <td data-numeric>
              {brlText(row.revenue_per_buyer_messaged)} / {brlText(row.revenue_per_buyer_holdout)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The payments page's recovery report: per sequence, recovered sales and revenue of the buyers who got the e-mails
 * against the holdout, the difference of the rates with its 95 % Newcombe-Wilson interval, and the holdout's share.
 */
export function RecoveryReportPanel({ lancamento }: { lancamento: number | null }) {
  const report = useRecoveryReportQuery(lancamento);
  return (
    <section className={layout.panel} aria-labelledby="recovery-report-title">
      <h2 id="recovery-report-title" className={layout.panelTitle}>
        {RECOVERY_REPORT_TEXT.title}
      </h2>
      <p className={layout.muted}>{RECOVERY_REPORT_TEXT.intro}</p>
      {lancamento === null ? (
        <p>{RECOVERY_REPORT_TEXT.chooseLaunch}</p>
      ) : report.isError ? (
        <LoadError detail={loadErrorText(report.error)} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <>
          <HoldoutForm key={lancamento} lancamento={lancamento} percent={report.data.holdout_percent} />
          <ReportTable report={report.data} />
        </>
      )}
    </section>
  );
}
