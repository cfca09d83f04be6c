import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import type { LeadSourceRow } from '@funil/data-client/staff/lead-sources';
import { barColour } from '../lead-source-table';
import layout from '../../shared/components/dashboard.module.css';
import ui from '../../shared/components/ui.module.css';

/** One card per source: its medium, its leads and share, and a bar against the largest source. */
export function LeadSourceCards({ rows }: { rows: readonly LeadSourceRow[] }) {
  const maxCount = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section aria-labelledby="source-cards-title" className={layout.stack}>
      <h2 id="source-cards-title" className={layout.panelTitle}>
        Fontes
      </h2>
      <ul className={ui.cardGrid}>
        {rows.map((row, index) => (
          <li key={row.source} className={ui.card}>
            <strong>{row.source}</strong>
            <span className={layout.muted}>{row.medium}</span>
            <span>
              {formatNumber(row.count)} leads ({formatPercent(row.percentage, 0)})
            </span>
            <div className={ui.barTrack} role="img" aria-label={`${formatPercent(row.percentage, 0)} dos leads`}>
              <div
                className={ui.bar}
                style={{ width: `${(row.count / maxCount) * 100}%`, background: barColour(index) }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
