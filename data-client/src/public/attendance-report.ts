// The class page's progress report: what the page sends to the edge (POST /aula/presenca) while the player
// plays and the tab is visible, about every REPORT_INTERVAL_SECONDS. The edge (edge/src/attendance/) parses it with
// the same function and aggregates it per class; the database never sees a report. No imports: the edge bundles this
// file.

/** The edge's endpoint, same origin as the page. */
export const ATTENDANCE_REPORT_PATH = '/aula/presenca';

/** How often a playing page reports. */
export const REPORT_INTERVAL_SECONDS = 30;

/** The most seconds one report may claim (an interval and some slack); the edge also bounds it by its own clock. */
export const MAX_REPORT_SECONDS = 45;

export interface AttendanceReport {
  /** launch_classes.id */
  aula: number;
  /** This page view's random id (>= 128 bits): the edge counts viewers by it, with or without a token. */
  sessao: string;
  /** The lead's attendance token from the class link; null: an anonymous viewer. */
  t: string | null;
  /** Seconds played (and visible) since the page's previous report. */
  segundos: number;
  /** The video's position (seconds): where a replay is, for the offer window. */
  posicao: number;
}

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** A report as sent, or null for anything else (wrong types, out-of-range numbers, malformed ids). */
export function parseAttendanceReport(value: unknown): AttendanceReport | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const { aula, sessao, t, segundos, posicao } = v;
  if (typeof aula !== 'number' || !Number.isSafeInteger(aula) || aula < 1) return null;
  if (typeof sessao !== 'string' || !TOKEN.test(sessao)) return null;
  if (t !== null && t !== undefined && (typeof t !== 'string' || !TOKEN.test(t))) return null;
  if (typeof segundos !== 'number' || !Number.isFinite(segundos) || segundos < 0 || segundos > MAX_REPORT_SECONDS)
    return null;
  if (typeof posicao !== 'number' || !Number.isFinite(posicao) || posicao < 0 || posicao > 86_400) return null;
  return { aula, sessao, t: typeof t === 'string' ? t : null, segundos, posicao };
}

/** A new page-view id: 16 random bytes, base64url (22 characters). */
export function newViewerSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Sends a report (keepalive, so a report sent as the tab hides still leaves). Never throws: a lost report costs at
 * most one interval of one viewer, and the page must keep playing.
 */
export async function sendAttendanceReport(report: AttendanceReport, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(ATTENDANCE_REPORT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
