// The level chooser's query rules (visitor-side spec, 'Free lessons pages').

/** The five marketing parameters carried from the chooser to a level page (only those present). */
export const CARRIED_UTM_PARAMS = ['utm_source', 'utm_campaign', 'utm_medium', 'utm_term', 'utm_content'] as const;

export const LEVEL_CHOOSER_PATH = '/aulas/escolher-nivel';
export const REGISTRATION_PATH = '/inscricao';
export const LEVEL_PATHS = { beginner: '/aulas/iniciantes', intermediate: '/aulas/intermediario' } as const;

/** Paid-traffic visitors arrive with ads=true: only the exact string 'true' counts. */
export function isAdsTraffic(search: URLSearchParams): boolean {
  return search.get('ads') === 'true';
}

/** Query for a level page chosen on the chooser: the present UTM fields in a fixed order, nothing else (ads dropped). */
export function levelPageSearch(search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of CARRIED_UTM_PARAMS) {
    const value = search.get(name);
    if (value !== null) out.set(name, value);
  }
  const query = out.toString();
  return query === '' ? '' : `?${query}`;
}

/** Link target of a chooser card. */
export function levelPageHref(level: keyof typeof LEVEL_PATHS, search: URLSearchParams): string {
  return `${LEVEL_PATHS[level]}${levelPageSearch(search)}`;
}

/** Where a lesson page sends ads traffic: the chooser with the whole query kept. */
export function chooserHref(search: URLSearchParams): string {
  const query = search.toString();
  return query === '' ? LEVEL_CHOOSER_PATH : `${LEVEL_CHOOSER_PATH}?${query}`;
}
