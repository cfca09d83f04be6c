// The canary at the edge, pure: which visitors get a remote's new version before everyone else.
// Each visitor gets a random cohort number (0-99) in a first-party cookie set by the edge, kept for 180 days; a remote
// whose canary has `percent` P serves its new version to the cohorts below P (sticky: the same visitor keeps the same
// version; a share raised from 10 to 50 keeps the first 10% in it). The cookie holds that number only: nothing
// personal, nothing that identifies anyone.
import { parseRemotesMap, type RemotesMap } from '../env.ts';

export const COHORT_COOKIE = 'funil_cohort';
export const COHORT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const COHORTS = 100;

/** The KV key next to `remotes` (the stable map, as the shell and the edge always read it) that holds the canaries. */
export const CANARIES_KEY = 'remotes-canary';

export interface CanaryEntry {
  /** The canary's mf-manifest.json. */
  url: string;
  /** Share of visitors (whole percent, 1-99) who get it. */
  percent: number;
  /** ISO time it started: its health counts from here. */
  since: string;
}

export type Canaries = Record<string, CanaryEntry>;

/** The canaries as stored; an entry that is not a name -> { http(s) url, percent 1-99, since } is dropped. */
export function parseCanaries(text: string | null, warn: (message: string) => void = console.warn): Canaries {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    warn('[edge] the canaries are not JSON: every visitor gets the stable versions');
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const canaries: Canaries = {};
  for (const [name, entry] of Object.entries(value as Record<string, unknown>)) {
    const candidate = entry as Partial<CanaryEntry> | null;
    const urls = parseRemotesMap(JSON.stringify({ [name]: candidate?.url }), warn);
    const percent = Number(candidate?.percent);
    if (urls[name] && Number.isInteger(percent) && percent >= 1 && percent <= 99)
      canaries[name] = { url: urls[name], percent, since: String(candidate?.since ?? '') };
    else warn(`[edge] canaries: ignoring the entry for "${name}"`);
  }
  return canaries;
}

/** The visitor's cohort from the Cookie header; null when absent or not a cohort number. */
export function readCohort(cookieHeader: string | null): number | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COHORT_COOKIE) continue;
    const value = rest.join('=');
    if (!/^\d{1,2}$/.test(value)) return null;
    return Number(value);
  }
  return null;
}

/** A random cohort, uniform over 0..99 (rejection sampling over one random byte). */
export function randomCohort(randomByte: () => number = () => crypto.getRandomValues(new Uint8Array(1))[0]!): number {
  for (;;) {
    const byte = randomByte();
    if (byte < 200) return byte % COHORTS;
  }
}

export function cohortCookie(cohort: number, secure: boolean): string {
  return `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

export function inCanary(cohort: number, percent: number): boolean {
  return cohort < percent;
}

/** The map a visitor of `cohort` gets: each remote's canary where the cohort falls in its share, else its stable. */
export function remotesForCohort(stable: RemotesMap, canaries: Canaries, cohort: number): RemotesMap {
  const map: RemotesMap = { ...stable };
  for (const [name, canary] of Object.entries(canaries))
    if (Object.hasOwn(stable, name) && inCanary(cohort, canary.percent)) map[name] = canary.url;
  return map;
}
