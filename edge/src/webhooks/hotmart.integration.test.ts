// The handler against a running local Supabase (real SQL, real PostgREST, real gateway), a step of `npm test`:
//   node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// Not part of the unit run (`pnpm --filter @funil/edge test`, project 'unit'); run without the stack's environment,
// it fails instead of being skipped, so CI cannot pass without it.
import { beforeAll, describe, expect, it } from 'vitest';
import sample from './fixtures/hotmart-purchase-approved.json' with { type: 'json' };
import abandonment from './fixtures/hotmart-cart-abandonment.json' with { type: 'json' };
import billet from './fixtures/hotmart-billet-printed.json' with { type: 'json' };
import { handleHotmartWebhook, type HotmartWebhookEnv } from './hotmart.ts';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const SECRET = `segredo-integracao-${crypto.randomUUID()}`;
const HOTTOK = `hottok-${crypto.randomUUID()}`;
const env: HotmartWebhookEnv = {
  HOTMART_HOTTOK: HOTTOK,
  SUPABASE_URL,
  SUPABASE_ANON_KEY: ANON,
  CHECKOUT_WEBHOOK_SECRET: SECRET,
};

async function rest(path: string, init: RequestInit = {}, key = SERVICE): Promise<unknown> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const email = `integracao-${Date.now()}@example.com`;
let offer = '';
let lancamento = 0;
let leadId = 0;

function postback(id: string, event: string, date: number, hottok = HOTTOK): Request {
  const body = structuredClone(sample) as typeof sample;
  body.id = id;
  body.event = event;
  body.creation_date = date;
  body.data.buyer.email = email;
  body.data.purchase.offer.code = offer;
  body.data.purchase.origin = { src: 'instagram', sck: 'instagram', xcod: 'sem-referencia' };
  return new Request('http://edge.test/webhooks/hotmart', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': hottok },
    body: JSON.stringify(body),
  });
}

const events = async (id: string) =>
  (await rest(`checkout_events?event_id=eq.${id}&select=id,purchase_lead_id`)) as unknown[];
const lead = async () =>
  ((await rest(`purchase_leads?id=eq.${leadId}&select=status`)) as { status: string }[])[0]!.status;
const history = async () =>
  (await rest(`purchase_lead_status_history?purchase_lead_id=eq.${leadId}&select=actor,event,to_status&order=id`)) as {
    actor: string;
    event: string;
    to_status: string;
  }[];

describe('POST /webhooks/hotmart against local Supabase', () => {
  beforeAll(async () => {
    await rest('rpc/set_checkout_webhook_secret', { method: 'POST', body: JSON.stringify({ p_secret: SECRET }) });
    const [launch] = (await rest('launches?is_current=eq.true&select=lancamento,checkout_url_advanced', {}, ANON)) as {
      lancamento: number;
      checkout_url_advanced: string;
    }[];
    lancamento = launch!.lancamento;
    offer = new URL(launch!.checkout_url_advanced).searchParams.get('off') ?? '';
    expect(offer).not.toBe('');
    const [row] = (await rest('purchase_leads?select=id', {
      method: 'POST',
      body: JSON.stringify({ name: 'Integração', email, lancamento, utm_source: 'instagram', status: 'CONTATADO' }),
    })) as { id: number }[];
    leadId = row!.id;
  });

  it('a wrong hottok gets 401 and stores nothing', async () => {
    const response = await handleHotmartWebhook(
      postback('int-401', 'PURCHASE_APPROVED', Date.now(), 'hottok-errado'),
      env,
    );
    expect(response.status).toBe(401);
    expect(await events('int-401')).toEqual([]);
    expect(await lead()).toBe('CONTATADO');
  });

  it('a wrong database secret is refused by the database (502) and stores nothing', async () => {
    const response = await handleHotmartWebhook(postback('int-secret', 'PURCHASE_APPROVED', Date.now()), {
      ...env,
      CHECKOUT_WEBHOOK_SECRET: 'outro-segredo-qualquer-com-mais-de-32-caracteres',
    });
    expect(response.status).toBe(502);
    expect(await events('int-secret')).toEqual([]);
  });

  it('the anon key alone cannot record an event', async () => {
    await expect(
      rest(
        'rpc/record_checkout_event',
        { method: 'POST', body: JSON.stringify({ p_secret: 'x', p_event: { eventId: 'int-anon' } }) },
        ANON,
      ),
    ).rejects.toThrow(/401|403/);
    expect(await events('int-anon')).toEqual([]);
  });

  it('an approved purchase turns the lead VENDIDO with a checkout history entry; a replay changes nothing', async () => {
    const approvedAt = Date.now();
    const first = await handleHotmartWebhook(postback('int-approved', 'PURCHASE_APPROVED', approvedAt), env);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      received: true,
      duplicate: false,
      eventId: 'int-approved',
      matched: true,
      status: 'VENDIDO',
    });
    expect(await lead()).toBe('VENDIDO');
    expect(await history()).toEqual([{ actor: 'checkout', event: 'PURCHASE_APPROVED', to_status: 'VENDIDO' }]);

    const replay = await handleHotmartWebhook(postback('int-approved', 'PURCHASE_APPROVED', approvedAt), env);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true });
    expect(await events('int-approved')).toHaveLength(1);
    expect(await history()).toHaveLength(1);
  });

  it('a refund afterwards turns it REEMBOLSADO; an older event arriving late changes nothing', async () => {
    const refund = await handleHotmartWebhook(postback('int-refund', 'PURCHASE_REFUNDED', Date.now() + 60_000), env);
    expect(await refund.json()).toMatchObject({ matched: true, status: 'REEMBOLSADO' });
    const late = await handleHotmartWebhook(
      postback('int-late', 'PURCHASE_BILLET_PRINTED', Date.now() - 3_600_000),
      env,
    );
    expect(late.status).toBe(200);
    expect(await lead()).toBe('REEMBOLSADO');
    expect((await history()).map((h) => `${h.actor}:${h.event}:${h.to_status}`)).toEqual([
      'checkout:PURCHASE_APPROVED:VENDIDO',
      'checkout:PURCHASE_REFUNDED:REEMBOLSADO',
    ]);
  });

  it('the documented abandonment postback is stored (no transaction, no price) and matched to the registration lead', async () => {
    const buyer = `abandono-${Date.now()}@example.com`;
    const [registered] = (await rest('leads_lancamento?select=id', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Abandono',
        email: buyer,
        programming_experience: 'want_to_learn',
        track: 'iniciante',
        lancamento,
      }),
    })) as { id: number }[];
    const body = structuredClone(abandonment);
    body.id = `int-abandono-${Date.now()}`;
    body.data.buyer.email = buyer;
    body.data.offer.code = offer;
    const request = () =>
      new Request('http://edge.test/webhooks/hotmart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
        body: JSON.stringify(body),
      });
    const response = await handleHotmartWebhook(request(), env);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: false, matched: false, status: null });
    const stored = (await rest(
      `checkout_events?event_id=eq.${body.id}&select=event,transaction,price,buyer_phone,lancamento,lead_id,lead_matched_by,sck`,
    )) as unknown[];
    expect(stored).toEqual([
      {
        event: 'PURCHASE_OUT_OF_SHOPPING_CART',
        transaction: null,
        price: null,
        buyer_phone: '11987650000',
        lancamento,
        lead_id: registered!.id,
        lead_matched_by: 'email',
        sck: 'instagram|feed|lancamento-4|story|java',
      },
    ]);
    const replay = await handleHotmartWebhook(request(), env);
    expect(await replay.json()).toMatchObject({ duplicate: true });
  });

  it('a printed boleto keeps its payment method and due date', async () => {
    const body = structuredClone(billet);
    body.id = `int-boleto-${Date.now()}`;
    body.data.buyer.email = email;
    body.data.purchase.offer.code = offer;
    const response = await handleHotmartWebhook(
      new Request('http://edge.test/webhooks/hotmart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
        body: JSON.stringify(body),
      }),
      env,
    );
    expect(response.status).toBe(200);
    const [stored] = (await rest(`checkout_events?event_id=eq.${body.id}&select=payment_type,payment_expires_at`)) as {
      payment_type: string;
      payment_expires_at: string;
    }[];
    expect(stored!.payment_type).toBe('BILLET');
    expect(new Date(stored!.payment_expires_at).getTime()).toBe(1790259800000);
  });
});
