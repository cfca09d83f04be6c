import { formatNumber } from '@funil/shared-ui/format/numbers';
import { Pagination } from '@funil/shared-ui/pagination';
import { Select } from '@funil/shared-ui/select';
import { PAGE_SIZES } from '../pagination';
import ui from './ui.module.css';
import { Field } from './field';

/** Page size select, 'Mostrando a–b de n' and the design system's Pagination (1, last, current ±1, ellipses). */
export function PaginationNav({
  page,
  totalPages,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
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
          <Select id={id} value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {formatNumber(size)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <span>
        Mostrando {formatNumber(first)}–{formatNumber(last)} de {formatNumber(total)}
      </span>
      <Pagination page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}
