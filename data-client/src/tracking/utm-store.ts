import { persistedValue } from '../browser/persisted-value';

/** Browser storage key (docs/contracts.md). */
export const UTM_STORAGE_KEY = 'semana-java:utm';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The marketing-tracking record (visitor-side spec, section 3): the six fields, each possibly empty. */
export type Utm = Record<UtmField, string>;

export const EMPTY_UTM: Readonly<Utm> = Object.freeze({
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  utm_id: '',
});

/** The utm_* of a query string (trimmed; missing ones empty). */
export function parseUtm(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm = { ...EMPTY_UTM };
  for (const field of UTM_FIELDS) utm[field] = params.get(field)?.trim() ?? '';
  return utm;
}

export function hasUtm(utm: Utm): boolean {
  return UTM_FIELDS.some((field) => utm[field] !== '');
}

/** Keeps only the six fields, as strings (a stored value edited by hand or of an older shape). */
export function sanitizeUtm(value: unknown): Utm {
  const utm = { ...EMPTY_UTM };
  if (typeof value !== 'object' || value === null) return utm;
  const record = value as Record<string, unknown>;
  for (const field of UTM_FIELDS) {
    const item = record[field];
    if (typeof item === 'string') utm[field] = item;
  }
  return utm;
}

interface UtmState {
  utm: Utm;
}

function createUtmStore() {
  return persistedValue<UtmState>({
    name: UTM_STORAGE_KEY,
    initial: { utm: { ...EMPTY_UTM } },
    merge: (persisted, current) => ({
      ...current,
      utm: sanitizeUtm((persisted as Partial<UtmState> | undefined)?.utm),
    }),
  });
}

let store: ReturnType<typeof createUtmStore> | null = null;

function utmStore() {
  return (store ??= createUtmStore());
}

/** Reloads what the storage holds (another bundle, e.g. the shell, may have written it since). */
function rehydrate(): void {
  try {
    utmStore().rehydrate();
  } catch (error) {
    console.warn('[data-client] não foi possível ler os parâmetros UTM', error);
  }
}

/**
 * First touch: stores the utm_* of `search` unless a record with some value is already stored. A URL without any
 * utm_* leaves the stored record untouched. Returns the record in effect.
 */
export function captureUtm(search: string): Utm {
  rehydrate();
  const current = utmStore().get().utm;
  if (hasUtm(current)) return { ...current };
  const incoming = parseUtm(search);
  if (hasUtm(incoming)) utmStore().set({ utm: incoming });
  return { ...utmStore().get().utm };
}

/** The stored record; all empty when nothing (or nothing readable) is stored. A read failure is only logged. */
export function readUtm(): Utm {
  rehydrate();
  return { ...utmStore().get().utm };
}

/** Only the non-empty fields, e.g. for the RPC p_utm argument or a URL. */
export function compactUtm(utm: Utm): Partial<Utm> {
  const result: Partial<Utm> = {};
  for (const field of UTM_FIELDS) if (utm[field] !== '') result[field] = utm[field];
  return result;
}

/** Tests: forget the in-memory store so the next call reads the storage again. */
export function resetUtmStoreForTests(): void {
  store = null;
}
