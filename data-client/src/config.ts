/** Runtime configuration served next to the shell as /config.json (docs/contracts.md). One build, any Supabase. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export const CONFIG_PATH = '/config.json';

let cached: Promise<RuntimeConfig> | null = null;

/** Validates the shape of a parsed config.json; throws a descriptive Error when it is not usable. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new Error('config.json inválido: esperado um objeto');
  }
  const { supabaseUrl, supabaseAnonKey } = value as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || !/^https?:\/\/\S+$/.test(supabaseUrl.trim())) {
    throw new Error('config.json inválido: "supabaseUrl" deve ser uma URL http(s)');
  }
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey.trim() === '') {
    throw new Error('config.json inválido: "supabaseAnonKey" ausente');
  }
  return { supabaseUrl: supabaseUrl.trim().replace(/\/+$/, ''), supabaseAnonKey: supabaseAnonKey.trim() };
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`não foi possível carregar ${CONFIG_PATH}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/**
 * Fetches /config.json once and caches it. A failed load is not cached, so the next call retries.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<RuntimeConfig> {
  if (!cached) {
    const attempt = fetchRuntimeConfig(fetchImpl);
    cached = attempt;
    attempt.catch((error: unknown) => {
      if (cached === attempt) cached = null;
      console.error('[data-client] falha ao carregar a configuração', error);
    });
  }
  return cached;
}

/** Sets the configuration without fetching (Node scripts, tests, or a page that already knows it). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  cached = Promise.resolve(parseRuntimeConfig(config));
}

/** Forgets the cached configuration (tests). */
export function resetRuntimeConfig(): void {
  cached = null;
}
