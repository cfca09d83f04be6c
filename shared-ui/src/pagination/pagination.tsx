import { buttonClassName } from '../button/button';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name. */
  label?: string;
};

/**
 * 'Anterior', page 1, the last page, the current page ±1 with ellipses over the gaps, 'Próxima'. The current
 * page has `aria-current="page"`.
 *
 * **Faça:** mostre o total ("Mostrando 21–40 de 312") ao lado; volte para a página 1 quando um filtro mudar.
 *
 * **Não faça:** paginar listas curtas (menos de uma página); rolagem infinita em tabelas da equipe.
 */
export function Pagination({ page, totalPages, onPage, label = 'Paginação' }: PaginationProps) {
  const plain = buttonClassName({ variant: 'secondary', size: 'sm' });
  const current = buttonClassName({ variant: 'primary', size: 'sm' });
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={plain} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Anterior
          </button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={item === page ? current : plain}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={plain} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            Próxima
          </button>
        </li>
      </ul>
    </nav>
  );
}
