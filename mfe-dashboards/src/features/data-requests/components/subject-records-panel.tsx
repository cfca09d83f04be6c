import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Button } from '@funil/shared-ui/button';
import { countRecords, SUBJECT_TABLES, type SubjectFindResult } from '@funil/data-client/staff/data-requests';
import { identifiersText, TABLE_LABELS } from '../data-request-labels';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';

/**
 * What a search found: the count per table, the identifiers the database closed over, each table's records as JSON,
 * and (when there is any) the export and the anonymisation.
 */
export function SubjectRecordsPanel({
  found,
  busy,
  onExport,
  onAnonymise,
}: {
  found: SubjectFindResult;
  busy: boolean;
  onExport: () => void;
  onAnonymise: () => void;
}) {
  const records = found.records;
  const total = countRecords(records);
  return (
    <section className={layout.panel} aria-labelledby="subject-records-title">
      <h2 id="subject-records-title" className={layout.panelTitle}>
        {formatNumber(total)} registro(s) encontrado(s)
      </h2>
      {(found.identifiers.emails.length > 0 || found.identifiers.phones.length > 0) && (
        <p>
          Identificadores do titular (buscados de novo em todas as tabelas até não aparecer nenhum novo):{' '}
          {identifiersText(found.identifiers)}
        </p>
      )}
      <ul className={layout.countList}>
        {SUBJECT_TABLES.map((t) => (
          <li key={t}>
            <span>{TABLE_LABELS[t]}</span>
            <strong>{formatNumber(records[t].length)}</strong>
          </li>
        ))}
      </ul>
      {SUBJECT_TABLES.filter((t) => records[t].length > 0).map((t) => (
        <details key={t}>
          <summary>{TABLE_LABELS[t]}</summary>
          <pre tabIndex={0} style={{ whiteSpace: 'pre-wrap' }}>
            {JSON.stringify(records[t], null, 2)}
          </pre>
        </details>
      ))}
      {total > 0 && (
        <div className={ui.toolbar}>
          <Button variant="secondary" disabled={busy} onClick={onExport}>
            Exportar dados (JSON)
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onAnonymise}>
            Anonimizar dados
          </Button>
        </div>
      )}
    </section>
  );
}
