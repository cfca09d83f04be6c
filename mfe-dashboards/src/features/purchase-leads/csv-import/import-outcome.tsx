import { formatPercent } from '@funil/shared-ui/format/numbers';
import { Notice } from '@funil/shared-ui/notice';
import { ProgressBar } from '@funil/shared-ui/progress-bar';
import type { ColdLeadImportResult } from '@funil/data-client/staff/cold-leads';
import { importSummary } from './import-summary';

/** Where an import stands, as the dialog shows it. */
export type Phase =
  | { kind: 'idle' }
  | { kind: 'processing'; percent: number }
  | { kind: 'success'; result: ColdLeadImportResult }
  | { kind: 'error'; message: string };

/** Where the import stands: its progress, the error that stops it, or what it imported and refused. */
export function ImportOutcome({ phase }: { phase: Phase }) {
  if (phase.kind === 'processing')
    return (
      <div role="status">
        <ProgressBar value={phase.percent} label={`Importando... ${formatPercent(phase.percent, 0)}`} />
        <span>Importando... {phase.percent}%</span>
      </div>
    );
  if (phase.kind === 'error')
    return (
      <Notice tone="danger" role="alert">
        {phase.message}
      </Notice>
    );
  if (phase.kind !== 'success') return null;
  const summary = importSummary(phase.result);
  return (
    <Notice tone={summary.ok ? 'success' : 'danger'} role={summary.ok ? 'status' : 'alert'}>
      {summary.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Notice>
  );
}
