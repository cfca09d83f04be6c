import type { ExtensionRow } from '../docs-content';
import { Table } from '@funil/shared-ui/table';
import styles from './extension-table.module.css';

export interface ExtensionTableProps {
  caption: string;
  idHeader: string;
  rows: readonly ExtensionRow[];
}

/** Extensions or plugins: name, identifier (or where it comes from) and what it is for. */
export function ExtensionTable({ caption, idHeader, rows }: ExtensionTableProps) {
  return (
    <Table caption={caption} scrollLabel={caption} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">{idHeader}</th>
          <th scope="col">Para que serve</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>
              <code>{row.id}</code>
            </td>
            <td>{row.purpose}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
