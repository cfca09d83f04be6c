import type { FunnelOutsideKey, FunnelStepKey } from '@funil/data-client/staff/insights';
import type { UtmDimension } from '@funil/data-client/staff/insights';
import { CODE_LABELS } from './labels';

export const FUNNEL_STEP_LABELS: Record<FunnelStepKey, string> = {
  registered: 'Inscritos',
  answered_survey: 'Responderam a pesquisa',
  purchase_intent: 'Intenção de compra',
  redirected: 'Redirecionados ao checkout',
  sold: 'Vendidos',
};

/** Purchase intents outside the funnel, shown beside it. */
export const FUNNEL_OUTSIDE_LABELS: Record<FunnelOutsideKey, string> = {
  registered_without_survey: 'Inscritos com intenção de compra que não responderam a pesquisa',
  without_registration: 'Intenções de compra sem inscrição no lançamento',
  cold_conversions: 'Leads frios convertidos (sem inscrição)',
};

export const UTM_DIMENSION_LABELS: Record<UtmDimension, string> = CODE_LABELS.utmField;

/** Bar width of a step relative to the first one (0-100). */
export function stepWidth(count: number, first: number): number {
  if (first <= 0) return 0;
  return Math.min(100, Math.round((count / first) * 100));
}

/** Fills the days without data between the first and last day with 0, for a continuous chart. */
export function fillDays(days: { day: string; count: number }[]): { day: string; count: number }[] {
  if (days.length === 0) return [];
  const byDay = new Map(days.map((d) => [d.day, d.count]));
  const out: { day: string; count: number }[] = [];
  const end = new Date(`${days[days.length - 1]!.day}T00:00:00Z`);
  for (let d = new Date(`${days[0]!.day}T00:00:00Z`); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const key = d.toISOString().slice(0, 10);
    out.push({ day: key, count: byDay.get(key) ?? 0 });
    if (out.length > 3660) break;
  }
  return out;
}
