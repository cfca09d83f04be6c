/**
 * POST /webhooks/hotmart: the checkout platform's postback (version 2.0.0).
 *
 *   1. hottok: the X-HOTMART-HOTTOK header must equal HOTMART_HOTTOK (compared in constant time over SHA-256 digests);
 *      wrong or missing -> 401, nothing read further, nothing stored.
 *   2. body: JSON of the documented shape (hotmart-payload.ts) -> 400 with the reason; an event the funnel does not act
 *      on -> 200 { ignored } (so the platform does not retry it forever).
 *   3. public.record_checkout_event(p_secret, p_event) through PostgREST with the anon key as the gateway's apikey and
 *      CHECKOUT_WEBHOOK_SECRET as the function's own secret (only its SHA-256 is in the database; without it the
 *      function refuses). The service-role key is never needed here.
 *   4. 200 { received, duplicate, matched, status }; a database failure -> 502 (the platform retries later).
 *
 * Web-standard only (fetch, Request, Response, URL, crypto.subtle, TextEncoder): runs on workerd and in Node.
 */
import { parseHotmartPayload } from './hotmart-payload.ts';
import { PostgrestError, postgrestRpc } from '../postgrest.ts';
import { readCapped } from '../read-capped.ts';

export interface HotmartWebhookEnv {
  /** The token configured in the platform's webhook settings (sent as X-HOTMART-HOTTOK). Unset: every call gets 500. */
  HOTMART_HOTTOK?: string;
  /** Supabase API origin, e.g. http://127.0.0.1:54321 or https://<ref>.supabase.co */
  SUPABASE_URL: string;
  /** The public anon key: only lets the call through the gateway; the secret below authorises it. */
  SUPABASE_ANON_KEY: string;
  /** The webhook's database secret (public.set_checkout_webhook_secret), >= 32 characters. Unset: every call gets 500. */
  CHECKOUT_WEBHOOK_SECRET?: string;
}

export const HOTTOK_HEADER = 'x-hotmart-hottok';
/** Postbacks are a few KB; anything far larger is not one. */
export const MAX_BODY_BYTES = 64 * 1024;

const encoder = new TextEncoder();

async function sha256(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
}

/**
 * Constant-time comparison: both sides are hashed first, so the loop always runs over 32 bytes whatever the lengths,
 * and every byte is compared (no early exit). An empty expected value never matches.
 */
export async function secretMatches(given: string | null, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given ?? ''), sha256(expected)]);
  let diff = given === null || expected === '' ? 1 : 0;
  for (let i = 0; i < b.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

interface RecordResult {
  recorded: boolean;
  eventId: string;
  matched?: boolean;
  matchedBy?: string | null;
  purchaseLeadId?: number | null;
  lancamento?: number | null;
  status?: string | null;
}

export async function handleHotmartWebhook(request: Request, env: HotmartWebhookEnv): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, { allow: 'POST' });

  if (!env.HOTMART_HOTTOK || !env.CHECKOUT_WEBHOOK_SECRET || !env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    console.error(
      'webhook hotmart: HOTMART_HOTTOK, CHECKOUT_WEBHOOK_SECRET, SUPABASE_URL or SUPABASE_ANON_KEY not set',
    );
    return json(500, { error: 'Webhook não configurado.' });
  }
  if (!(await secretMatches(request.headers.get(HOTTOK_HEADER), env.HOTMART_HOTTOK))) {
    return json(401, { error: 'Hottok ausente ou inválido.' });
  }

  const raw = await readCapped(request, MAX_BODY_BYTES);
  if (raw === null) return json(413, { error: 'Corpo grande demais.' });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error: 'JSON inválido.' });
  }
  const parsed = parseHotmartPayload(body);
  if (parsed.kind === 'invalid') return json(400, { error: parsed.reason });
  if (parsed.kind === 'ignored') return json(200, { received: true, ignored: true, event: parsed.event });

  let result: RecordResult;
  try {
    result = await postgrestRpc<RecordResult>(env, 'record_checkout_event', {
      p_secret: env.CHECKOUT_WEBHOOK_SECRET,
      p_event: parsed.event,
    });
  } catch (error) {
    if (!(error instanceof PostgrestError)) throw error;
    if (error.status === 0) {
      console.error('webhook hotmart: database unreachable');
      return json(502, { error: 'Banco de dados indisponível; tente novamente.' });
    }
    if (error.code === '22023') return json(400, { error: error.serverMessage ?? 'Evento inválido.' });
    // 42501 here means CHECKOUT_WEBHOOK_SECRET differs from the database's: a configuration error, logged.
    console.error('webhook hotmart: record_checkout_event failed', error.status, error.code);
    return json(502, { error: 'Não foi possível registrar o evento; tente novamente.' });
  }
  return json(200, {
    received: true,
    duplicate: !result.recorded,
    eventId: result.eventId,
    matched: result.matched ?? null,
    status: result.status ?? null,
  });
}
