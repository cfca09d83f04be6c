// The site-health screen's texts and the Core Web Vitals thresholds (web.dev: good up to the first value, poor above
// the second, at the 75th percentile). Numbers through shared-ui's pt-BR formatters.
import { formatNumber, formatPercent } from '@funil/shared-ui/format/numbers';
import type { VitalMetric } from '@funil/data-client/staff/site-health';

export type Rating = 'good' | 'needs-improvement' | 'poor';

export const THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rate(metric: VitalMetric, p75: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}

export const RATING_LABEL: Record<Rating, string> = {
  good: 'Bom',
  'needs-improvement': 'Precisa melhorar',
  poor: 'Ruim',
};

export const RATING_TONE: Record<Rating, 'success' | 'warning' | 'danger'> = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'danger',
};

export const DEVICE_LABEL: Record<string, string> = { mobile: 'Celular', desktop: 'Computador' };

export const WINDOW_LABEL: Record<number, string> = { 24: 'Últimas 24 horas', 168: 'Últimos 7 dias' };

export const ERROR_KIND_LABEL: Record<string, string> = {
  error: 'Erro',
  rejection: 'Promessa rejeitada',
  resource: 'Falha ao carregar arquivo',
};

/** '2.345 ms'; CLS without unit, 2 decimals ('0,12'). */
export function vitalText(metric: VitalMetric, value: number): string {
  return metric === 'CLS' ? formatNumber(value, 2) : `${formatNumber(value)} ms`;
}

/** A 0..1 rate as '3,2%', '—' without page views. */
export function rateText(value: number | null): string {
  return value === null ? '—' : formatPercent(value * 100, 1);
}

/** A remote's name as staff read it ('' and 'shell' are the shell's own code). */
export function remoteText(remote: string): string {
  return remote === '' || remote === 'shell' ? 'shell' : remote;
}

/** A build id, or 'desconhecido' (a remote whose manifest never loaded has none). */
export function buildText(build: string): string {
  return build === '' ? 'desconhecido' : build;
}
