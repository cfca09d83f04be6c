// npm run simulate:checkout -- --email <e-mail> [--event PURCHASE_APPROVED] [--price 997] [--installments 1]
//                              [--transaction <code>] [--xcod <reference>] [--offer <offer code>] [--date <ISO>] [--url <site>]
//                              [--accepts-communications]
// Posts a Hotmart postback 2.0.0 (the documented shape, ../shared/fixtures/hotmart-purchase-approved.json) to the
// local edge's POST /webhooks/hotmart, so the checkout loop can be tried by hand:
//   - site: --url, else http://127.0.0.1:$PORT (4173);
//   - hottok: $HOTMART_HOTTOK, else the one `npm start` generated (local-supabase/.data/checkout-webhook.json);
//   - offer: --offer, else the `off` code of the current launch's advanced checkout link (read through the site's
//     /config.json), so the event matches the buyer's purchase lead by e-mail in that launch;
//   - transaction: --transaction, else one derived from the e-mail and offer (a later --event PURCHASE_REFUNDED for the
//     same e-mail refunds the same purchase).
// Prints the answer and exits 0 on a 2xx.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOTMART_EVENTS, isHotmartEvent, statusForEvent } from '@funil/edge/webhooks/hotmart-payload';
import { localCheckoutWebhookSecrets } from '@funil/edge/local/checkout-webhook-secrets';

const ROOT = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    event: { type: 'string', default: 'PURCHASE_APPROVED' },
    price: { type: 'string', default: '997' },
    installments: { type: 'string', default: '1' },
    transaction: { type: 'string' },
    xcod: { type: 'string' },
    offer: { type: 'string' },
    date: { type: 'string' },
    name: { type: 'string', default: 'Comprador Simulado' },
    url: { type: 'string' },
    'accepts-communications': { type: 'boolean', default: false },
  },
  strict: true,
});

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
  fail('usage: npm run simulate:checkout -- --email <e-mail> [--event PURCHASE_APPROVED]');
const event = values.event.trim().toUpperCase();
if (!isHotmartEvent(event)) fail(`--event: one of ${HOTMART_EVENTS.join(', ')}`);
const price = Number(values.price);
const installments = Number(values.installments);
if (!Number.isFinite(price) || price < 0) fail('--price: a number of reais, e.g. 997 or 497.5');
if (!Number.isInteger(installments) || installments < 1) fail('--installments: a whole number >= 1');
const date = values.date ? Date.parse(values.date) : Date.now();
if (Number.isNaN(date)) fail('--date: an ISO date, e.g. 2026-11-23T10:00:00-03:00');

const site = (values.url ?? `http://127.0.0.1:${process.env.PORT || '4173'}`).replace(/\/$/, '');
const { hottok } = localCheckoutWebhookSecrets(path.join(ROOT, 'local-supabase', '.data'));

async function currentOffer(): Promise<string> {
  const config = (await (await fetch(`${site}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const response = await fetch(
    `${config.supabaseUrl}/rest/v1/launches?is_current=eq.true&select=checkout_url_advanced`,
    {
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${config.supabaseAnonKey}` },
    },
  );
  const [launch] = (await response.json()) as { checkout_url_advanced: string }[];
  const offer = launch ? new URL(launch.checkout_url_advanced).searchParams.get('off') : null;
  if (!offer) fail('the current launch has no off= code in its checkout link: pass --offer');
  return offer;
}

const offer = values.offer ?? (await currentOffer());
const transaction =
  values.transaction ??
  `HP${createHash('sha256').update(`${email}|${offer}`).digest('hex').slice(0, 13).toUpperCase()}`;
const isBillet = event === 'PURCHASE_BILLET_PRINTED' || event === 'PURCHASE_DELAYED';
const purchaseStatus: Record<string, string> = {
  PURCHASE_APPROVED: 'APPROVED',
  PURCHASE_COMPLETE: 'COMPLETED',
  PURCHASE_BILLET_PRINTED: 'BILLET_PRINTED',
  PURCHASE_DELAYED: 'DELAYED',
  PURCHASE_CANCELED: 'CANCELED',
  PURCHASE_EXPIRED: 'EXPIRED',
  PURCHASE_REFUNDED: 'REFUNDED',
  PURCHASE_CHARGEBACK: 'CHARGEBACK',
  PURCHASE_PROTEST: 'DISPUTE',
};

// --accepts-communications: the checkout's "accept communications" answer as `buyer.accepts_communications` (the only
// place the edge reads it: docs/checkout-webhook.md); without it the postback carries no answer, as Hotmart's examples.
const acceptsCommunications = values['accepts-communications'] ? { accepts_communications: true } : {};

// The abandonment postback has its own, smaller shape (edge/src/webhooks/fixtures/README.md): no transaction, no price.
const abandonmentData = {
  affiliate: false,
  product: { id: 1234567, name: 'Formação Dev Java' },
  buyer: { name: values.name, email, phone: '11987654321', ...acceptsCommunications },
  offer: { code: offer },
  checkout_country: { name: 'Brasil', iso: 'BR' },
  origin: { src: 'simulacao', sck: 'simulacao', ...(values.xcod ? { xcod: values.xcod } : {}) },
};

const payload = {
  id: randomUUID(),
  creation_date: date,
  event,
  version: '2.0.0',
  data:
    event === 'PURCHASE_OUT_OF_SHOPPING_CART'
      ? abandonmentData
      : {
          product: {
            id: 1234567,
            ucode: '0b9e7c55-2f4a-4d8e-b1a0-7e6d5c4b3a21',
            name: 'Formação Dev Java',
            has_co_production: false,
          },
          producer: { name: 'Semana Java' },
          buyer: {
            email,
            name: values.name,
            checkout_phone: '5511987654321',
            address: { country: 'Brasil', country_iso: 'BR' },
            ...acceptsCommunications,
          },
          purchase: {
            transaction,
            status: purchaseStatus[event],
            order_date: date - 10_000,
            approved_date: event === 'PURCHASE_APPROVED' || event === 'PURCHASE_COMPLETE' ? date : null,
            price: { value: price, currency_value: 'BRL' },
            full_price: { value: price, currency_value: 'BRL' },
            original_offer_price: { value: price, currency_value: 'BRL' },
            payment: { type: isBillet ? 'BILLET' : 'CREDIT_CARD', installments_number: installments },
            offer: { code: offer },
            checkout_country: { iso: 'BR', name: 'Brasil' },
            origin: { src: 'simulacao', sck: 'simulacao', ...(values.xcod ? { xcod: values.xcod } : {}) },
          },
          commissions: [{ source: 'PRODUCER', value: price, currency_value: 'BRL' }],
        },
  hottok,
};

const response = await fetch(`${site}/webhooks/hotmart`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-hotmart-hottok': hottok },
  body: JSON.stringify(payload),
}).catch((error: unknown) =>
  fail(`cannot reach ${site}/webhooks/hotmart (is \`npm start\` running?): ${(error as Error).message}`),
);
const text = await response.text();
console.log(
  `${event} for ${email} (transaction ${transaction}, offer ${offer}, R$ ${price.toFixed(2)}, ${installments}x)`,
);
console.log(`expected status when matched: ${statusForEvent(event, installments) ?? 'unchanged'}`);
console.log(`POST ${site}/webhooks/hotmart -> ${response.status} ${text}`);
process.exit(response.ok ? 0 : 1);
