// The remotes map one visitor gets (the hook of src/handler.ts for pages and /remotes.json): the stable map from KV
// key `remotes` as always, with the canary versions of the remotes that have one when the visitor's cohort falls in
// their share. Without canaries nothing changes (no cookie, no Vary). With one, the response varies by Cookie and a
// visitor without a cohort gets one (Set-Cookie); and the store is asked, now and then, whether the canary is healthy.
import type { EdgeEnv, RemotesMap } from '../env.ts';
import { requestCanaryCheck } from './admin.ts';
import { CANARIES_KEY, cohortCookie, parseCanaries, randomCohort, readCohort, remotesForCohort } from './canary.ts';

export interface VisitorRemotes {
  remotes: RemotesMap;
  /** Headers to add to the response (Set-Cookie, Vary). */
  headers: [name: string, value: string][];
}

export async function remotesForVisitor(
  request: Request,
  env: EdgeEnv,
  readStable: () => Promise<RemotesMap>,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<VisitorRemotes> {
  const [stable, canariesText] = await Promise.all([readStable(), env.REMOTES.get(CANARIES_KEY).catch(() => null)]);
  const canaries = parseCanaries(canariesText);
  if (Object.keys(canaries).length === 0) return { remotes: stable, headers: [] };
  // A canary runs: its health is checked from time to time, off the response's path.
  if (waitUntil) requestCanaryCheck(env, waitUntil);
  const known = readCohort(request.headers.get('cookie'));
  const cohort = known ?? randomCohort();
  const headers: [string, string][] = [['Vary', 'Cookie']];
  if (known === null) headers.push(['Set-Cookie', cohortCookie(cohort, env.ENVIRONMENT === 'production')]);
  return { remotes: remotesForCohort(stable, canaries, cohort), headers };
}

/** The response with the visitor's headers added (a constructed Response: its headers are mutable). */
export function withVisitorHeaders(response: Response, visitor: VisitorRemotes): Response {
  for (const [name, value] of visitor.headers) response.headers.append(name, value);
  return response;
}
