import { afterEach, describe, expect, it, vi } from 'vitest';
import sample from './fixtures/hotmart-purchase-approved.json' with { type: 'json' };
import { handleHotmartWebhook, MAX_BODY_BYTES, secretMatches, type HotmartWebhookEnv } from './hotmart.ts';

const HOTTOK = 'hottok-de-teste-0123456789';
const env: HotmartWebhookEnv = {
  HOTMART_HOTTOK: HOTTOK,
  SUPABASE_URL: 'http://127.0.0.1:1',
  SUPABASE_ANON_KEY: 'anon-key',
  CHECKOUT_WEBHOOK_SECRET: 'segredo-do-banco-com-mais-de-32-caracteres',
};

function post(body: unknown, hottok: string | null = HOTTOK, method = 'POST'): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (hottok !== null) headers.set('X-HOTMART-HOTTOK', hottok);
  return new Request('http://edge.test/webhooks/hotmart', {
    method,
    headers,
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}

function stubDatabase(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: URL | string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    if (response instanceof Error) throw response;
    return response.clone();
  });
  return calls;
}

const dbOk = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('secretMatches', () => {
  it('matches only the exact secret', async () => {
    expect(await secretMatches('abc', 'abc')).toBe(true);
    expect(await secretMatches('abd', 'abc')).toBe(false);
    expect(await secretMatches('abc ', 'abc')).toBe(false);
    expect(await secretMatches('', 'abc')).toBe(false);
    expect(await secretMatches(null, 'abc')).toBe(false);
  });
  it('never matches when nothing is configured', async () => {
    expect(await secretMatches('', '')).toBe(false);
    expect(await secretMatches(null, '')).toBe(false);
  });
});

describe('handleHotmartWebhook', () => {
  it.each([
    ['missing', null],
    ['wrong', 'hottok-errado'],
    ['empty', ''],
  ])('answers 401 for a %s hottok and never calls the database', async (_name, hottok) => {
    const calls = stubDatabase(dbOk({}));
    const response = await handleHotmartWebhook(post(sample, hottok), env);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Hottok ausente ou inválido.' });
    expect(calls).toHaveLength(0);
  });

  it('refuses everything when the edge is not configured', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubDatabase(dbOk({}));
    const response = await handleHotmartWebhook(post(sample, ''), { ...env, HOTMART_HOTTOK: '' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Webhook não configurado.' });
    expect(calls).toHaveLength(0);
    expect(log).toHaveBeenCalledOnce();
  });

  it('answers 405 to anything but POST', async () => {
    const response = await handleHotmartWebhook(post(null, HOTTOK, 'GET'), env);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 400 with the reason for bad JSON or a bad payload', async () => {
    const calls = stubDatabase(dbOk({}));
    const broken = await handleHotmartWebhook(post('{"id":'), env);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'JSON inválido.' });
    const noEmail = await handleHotmartWebhook(post({ ...sample, data: { ...sample.data, buyer: {} } }), env);
    expect(noEmail.status).toBe(400);
    expect(await noEmail.json()).toEqual({ error: 'Campo "data.buyer.email" ausente ou inválido.' });
    expect(calls).toHaveLength(0);
  });

  it('answers 413 for a body far larger than a postback', async () => {
    const response = await handleHotmartWebhook(post({ ...sample, filler: 'x'.repeat(MAX_BODY_BYTES) }), env);
    expect(response.status).toBe(413);
  });

  it('answers 200 without storing an event the funnel does not act on', async () => {
    const calls = stubDatabase(dbOk({}));
    const response = await handleHotmartWebhook(post({ ...sample, event: 'SUBSCRIPTION_CANCELLATION' }), env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true, event: 'SUBSCRIPTION_CANCELLATION' });
    expect(calls).toHaveLength(0);
  });

  it('records the mapped event with the database secret and the anon key, never the hottok', async () => {
    const calls = stubDatabase(dbOk({ recorded: true, eventId: sample.id, matched: true, status: 'VENDIDO' }));
    const response = await handleHotmartWebhook(post(sample), env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      received: true,
      duplicate: false,
      eventId: sample.id,
      matched: true,
      status: 'VENDIDO',
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('http://127.0.0.1:1/rest/v1/rpc/record_checkout_event');
    const headers = new Headers(call!.init.headers);
    expect(headers.get('apikey')).toBe('anon-key');
    const sent = JSON.parse(String(call!.init.body)) as { p_secret: string; p_event: Record<string, unknown> };
    expect(sent.p_secret).toBe(env.CHECKOUT_WEBHOOK_SECRET);
    expect(sent.p_event.eventId).toBe(sample.id);
    expect(sent.p_event.buyerEmail).toBe('comprador.exemplo@example.com');
    expect(String(call!.init.body)).not.toContain(HOTTOK);
    expect(String(call!.init.body)).not.toContain('hottok');
  });

  it('answers 200 duplicate for a replay', async () => {
    stubDatabase(dbOk({ recorded: false, eventId: sample.id }));
    const response = await handleHotmartWebhook(post(sample), env);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: true });
  });

  it('passes the database validation message on as 400', async () => {
    stubDatabase(
      new Response(JSON.stringify({ code: '22023', message: 'E-mail do comprador inválido.' }), { status: 400 }),
    );
    const response = await handleHotmartWebhook(post(sample), env);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'E-mail do comprador inválido.' });
  });

  it('answers 502 (the platform retries) when the database refuses or is down', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubDatabase(
      new Response(JSON.stringify({ code: '42501', message: 'Segredo do webhook inválido.' }), { status: 403 }),
    );
    expect((await handleHotmartWebhook(post(sample), env)).status).toBe(502);
    stubDatabase(new TypeError('fetch failed'));
    expect((await handleHotmartWebhook(post(sample), env)).status).toBe(502);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
