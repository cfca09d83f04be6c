import { pageItems, PAGE_SIZES } from '../pagination';
import ui from './ui.module.css';
import { Field } from './field';

/** Page size select, 'Anterior' / 'Próxima' and page 1, the last page, the current ±1 with ellipses. */
export function PaginationNav({ page, totalPages, perPage, total, onPage, onPerPage }: {
  page: number;
  totalPages: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <div className={ui.filters}>
      <Field label="Itens por página">
        {(id) => (
          <select id={id} className={ui.select} value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>{size}</option>
            ))}
          </select>
        )}
      </Field>
      <span>Mostrando {first}–{last} de {total}</span>
      <nav aria-label="Paginação">
        <ul className={ui.pagination}>
          <li>
            <button type="button" className={ui.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>Anterior</button>
          </li>
          {pageItems(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button type="button" className={item === page ? ui.pageCurrent : ui.button} aria-current={item === page ? 'page' : undefined}
                  aria-label={`Página ${item}`} onClick={() => onPage(item)}>
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true">…</li>
            ),
          )}
          <li>
            <button type="button" className={ui.button} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>Próxima</button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
