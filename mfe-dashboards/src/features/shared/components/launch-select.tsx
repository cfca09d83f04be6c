import type { UseQueryResult } from '@tanstack/react-query';
import type { LaunchOption } from '@funil/data-client/staff/launch-settings';
import { Field } from './field';
import { Select } from '@funil/shared-ui/select';

/** Value of the 'all launches' option where a selector offers one (lead sources). */
export const ALL_LAUNCHES = 'todos';

export interface LaunchSelectProps {
  options: UseQueryResult<LaunchOption[]>;
  /** The chosen launch; null is 'all launches' when `allLabel` is given. */
  value: number | null;
  onChange: (launch: number | null) => void;
  label?: string;
  /** Offer an 'all launches' option with this label. */
  allLabel?: string;
  disabled?: boolean;
}

/** The text of a launch in every selector: its name, marked when it is the current one. */
export function launchOptionLabel(option: LaunchOption): string {
  return option.isCurrent ? `${option.name} (atual)` : option.name;
}

/** The one launch selector of the dashboards: the `launches` rows, newest first, labelled with their names. */
export function LaunchSelect({
  options,
  value,
  onChange,
  label = 'Lançamento',
  allLabel,
  disabled = false,
}: LaunchSelectProps) {
  const list = options.data ?? [];
  return (
    <Field label={label}>
      {(id) => (
        <Select
          id={id}
          value={value === null ? (allLabel ? ALL_LAUNCHES : '') : String(value)}
          disabled={disabled || options.isPending || (list.length === 0 && !allLabel)}
          onChange={(e) =>
            onChange(e.target.value === ALL_LAUNCHES || e.target.value === '' ? null : Number(e.target.value))
          }
        >
          {allLabel && <option value={ALL_LAUNCHES}>{allLabel}</option>}
          {options.isPending && <option value="">Carregando lançamentos...</option>}
          {options.isError && <option value="">Erro ao carregar os lançamentos</option>}
          {options.isSuccess && list.length === 0 && !allLabel && (
            <option value="">Nenhum lançamento cadastrado</option>
          )}
          {list.map((option) => (
            <option key={option.lancamento} value={option.lancamento}>
              {launchOptionLabel(option)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
