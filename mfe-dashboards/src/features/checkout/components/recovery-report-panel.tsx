import { useState } from 'react';
import { Table } from '@funil/shared-ui/table';
import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { RecoveryReport } from '@funil/data-client/staff/checkout-recovery';
import { NumberSettingForm } from '../../shared/components/number-setting-form';
import { LoadError } from '../../shared/components/load-error';
import { loadErrorText } from '../../shared/error-text';
import { brlText } from '../../shared/checkout-text';
import layout from '../../shared/components/dashboard.module.css';
import { useRecoveryReportQuery } from '../api/use-recovery-report-query';
import { useHoldoutPercentMutation } from '../api/use-holdout-percent-mutation';
import { liftText, rateText, RECOVERY_REPORT_TEXT, SEQUENCE_LABELS } from '../recovery-report-text';

function HoldoutForm({ lancamento, percent }: { lancamento: number; percent: number }) {
  const [message, setMessage] = useState<string | null>(null);
  const save = useHoldoutPercentMutation({
    onSuccess: () => setMessage(RECOVERY_REPORT_TEXT.holdoutSaved),
    onError: () => setMessage(RECOVERY_REPORT_TEXT.holdoutFailed),
  });
  return (
    <NumberSettingForm
      label={RECOVERY_REPORT_TEXT.holdoutLabel}
      initial={percent}
      min={0}
      max={50}
      saveLabel={RECOVERY_REPORT_TEXT.holdoutSave}
      saving={save.isPending}
      onSave={(value) => save.mutate({ lancamento, percent: value })}
      message={message}
      onEdit={() => setMessage(null)}
    />
  );
}

function ReportTable({ report }: { report: RecoveryReport }) {
  return (
    <Table
      caption={`Recuperação por sequência — lançamento ${report.lancamento}`}
      scrollLabel="Recuperação por sequência (rola na horizontal)"
    >
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
