import { formatPercent } from '@funil/shared-ui/format/numbers';

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** pt-BR day, month, year, hour and minute (Brasília time), or '—' without a date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}

const DATE_ONLY = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A yyyy-mm-dd date as dd/mm/yyyy. */
export function formatIsoDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE_ONLY.format(date);
}

/** A conversion rate (already a percentage) with two decimals, '12,50%'; '—' when there is nothing to divide by. */
export function conversionText(value: number | null): string {
  return value === null ? '—' : formatPercent(value, 2);
}
