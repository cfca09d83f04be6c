import type { SpendFigures } from '@funil/data-client/staff/campaign-spend';
import { FIGURE_COLUMNS } from '../spend-text';
import styles from './campaign-spend.module.css';

/** The figure columns' headers of the drill-down and the days table: each with its hint, the ROAS with what they divide. */
export function FigureHeaderCells() {
  return (
    <>
      {FIGURE_COLUMNS.map((column) => (
        <th key={column.key} scope="col" title={column.hint}>
          {column.header}
          {column.showHint && (
            <>
              {' '}
              <span className={styles.columnNote}>{column.hint}</span>
            </>
          )}
        </th>
      ))}
    </>
  );
}

/** A row's figures in the order of FIGURE_COLUMNS, in pt-BR. */
export function FigureCells({ figures }: { figures: SpendFigures }) {
  return (
    <>
      {FIGURE_COLUMNS.map((column) => (
        <td key={column.key} data-numeric>
          {column.text(figures)}
        </td>
      ))}
    </>
  );
}
