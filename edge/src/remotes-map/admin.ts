// POST /webhooks/remotes-map: the admin endpoint of the map store (store.ts), the only way the map changes. Called by
// `npm run remote -- <command>` (scripts/remote/), never by a browser: `Authorization: Bearer <REMOTES_ADMIN_TOKEN>`
// (a Worker secret), compared in constant time. The JSON body { action, ...arguments } goes to the environment's one
// map store, which answers.
import type { EdgeEnv } from '../env.ts';
import { mapStore } from './store-env.ts';

const ACTIONS = new Set(['status', 'publish', 'promote', 'rollback', 'check']);

function answer(status: number, problems: string[]): Response {
  return new Response(JSON.stringify({ ok: false, problems }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export async function handleRemotesMapAdmin(request: Request, env: EdgeEnv): Promise<Response> {
  const store = mapStore(env);
  if (!env.REMOTES_ADMIN_TOKEN || !store)
    return answer(500, [
      'The map store is not configured on this worker (REMOTES_ADMIN_TOKEN secret, REMOTES_MAP binding).',
    ]);
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!(await sameSecret(token, env.REMOTES_ADMIN_TOKEN)))
    return answer(401, ["Not authorised: the command needs this environment's REMOTES_ADMIN_TOKEN."]);
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
  } catch {
    return answer(400, ['The body must be JSON: { "action": ..., ... }.']);
  }
  const action = typeof body.action === 'string' ? body.action : '';
  if (!ACTIONS.has(action))
    return answer(400, [`Unknown action "${action}" (status, publish, promote, rollback, check).`]);
  const response = await store.fetch(`https://remotes-map/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return new Response(response.body, {
    status: response.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The automatic canary check, cheap on the request path: a page served while a canary runs asks the store to check
 * at most once per isolate per `intervalMs` (the store itself checks at most once per CANARY_CHECK_SECONDS); never
 * awaited by the page. The Cron Trigger (worker.ts scheduled) runs the same check when no page is served.
 */
let lastCheckRequest = 0;

export function requestCanaryCheck(
  env: EdgeEnv,
  waitUntil: (promise: Promise<unknown>) => void,
  now = Date.now(),
): void {
  const store = mapStore(env);
  if (!store) return;
  const seconds = Number(env.CANARY_CHECK_SECONDS ?? '60');
  const intervalMs = (Number.isFinite(seconds) ? seconds : 60) * 1000;
  if (now - lastCheckRequest < intervalMs) return;
  lastCheckRequest = now;
  waitUntil(
    store
      .fetch('https://remotes-map/check', { method: 'POST', body: '{}' })
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => console.warn(`[remotes-map] canary check failed: ${(error as Error).message}`)),
  );
}

export async function scheduledCanaryCheck(env: EdgeEnv): Promise<void> {
  const store = mapStore(env);
  if (!store) return;
  const response = await store.fetch('https://remotes-map/check', { method: 'POST', body: '{}' });
  await response.body?.cancel();
}
