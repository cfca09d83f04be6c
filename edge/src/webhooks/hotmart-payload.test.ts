import { describe, expect, it } from 'vitest';
import sample from './fixtures/hotmart-purchase-approved.json' with { type: 'json' };
import abandonment from './fixtures/hotmart-cart-abandonment.json' with { type: 'json' };
import billet from './fixtures/hotmart-billet-printed.json' with { type: 'json' };
import pix from './fixtures/hotmart-pix-delayed.json' with { type: 'json' };
import { HOTMART_EVENTS, parseHotmartPayload, statusForEvent, type HotmartEvent } from './hotmart-payload.ts';

type Body = Record<string, unknown> & { data: Record<string, Record<string, unknown>> };
const copy = (): Body => structuredClone(sample) as unknown as Body;

function invalid(body: unknown): string {
  const result = parseHotmartPayload(body);
  if (result.kind !== 'invalid') throw new Error(`expected invalid, got ${result.kind}`);
  return result.reason;
}

describe('parseHotmartPayload', () => {
  it('maps the documented sample (postback 2.0.0)', () => {
    const result = parseHotmartPayload(copy());
    expect(result.kind).toBe('event');
    if (result.kind !== 'event') return;
    const { payload, ...event } = result.event;
    expect(event).toEqual({
      eventId: '5f3c2a10-7b1e-4c2d-9a44-2d0c6f1e8b21',
      event: 'PURCHASE_APPROVED',
      eventAt: new Date(1790000000000).toISOString(),
      transaction: 'HP1790000000001',
      purchaseStatus: 'APPROVED',
      buyerEmail: 'comprador.exemplo@example.com',
      buyerName: 'Comprador Exemplo',
      buyerPhone: '5511987654321',
      productId: '1234567',
      offerCode: 'a1b2c3d4',
      price: 997,
      currency: 'BRL',
      paymentType: 'CREDIT_CARD',
      installments: 1,
      src: 'instagram',
      sck: 'instagram|feed|lancamento-4|story|java',
      xcod: 'instagram|feed|lancamento-4|story|java',
      paymentExpiresAt: null,
      acceptsCommunications: null,
    });
    expect(payload.id).toBe(sample.id);
    expect(payload).not.toHaveProperty('hottok');
  });

  it('lower-cases and trims the e-mail, keeps phone digits, rounds the price to cents', () => {
    const body = copy();
    body.data.buyer = { ...body.data.buyer, email: '  Comprador@Example.COM ', checkout_phone: '+55 (11) 98765-4321' };
    (body.data.purchase as Record<string, unknown>).price = { value: 497.005, currency_value: 'brl' };
    const result = parseHotmartPayload(body);
    if (result.kind !== 'event') throw new Error(result.kind);
    expect(result.event.buyerEmail).toBe('comprador@example.com');
    expect(result.event.buyerPhone).toBe('5511987654321');
    expect(result.event.price).toBe(497.01);
    expect(result.event.currency).toBe('BRL');
  });

  it('reads installments and the absence of tracking values', () => {
    const body = copy();
    const purchase = body.data.purchase as Record<string, unknown>;
    purchase.payment = { type: 'BILLET', installments_number: 12 };
    delete purchase.origin;
    body.event = 'PURCHASE_BILLET_PRINTED';
    const result = parseHotmartPayload(body);
    if (result.kind !== 'event') throw new Error(result.kind);
    expect(result.event.installments).toBe(12);
    expect([result.event.src, result.event.sck, result.event.xcod]).toEqual([null, null, null]);
  });

  it('answers "ignored" for a well-formed event the funnel does not act on', () => {
    const body = copy();
    body.event = 'SUBSCRIPTION_CANCELLATION';
    expect(parseHotmartPayload(body)).toEqual({ kind: 'ignored', event: 'SUBSCRIPTION_CANCELLATION' });
  });

  it('maps the documented cart-abandonment postback: no transaction, no price, buyer.phone, offer.code, origin', () => {
    const result = parseHotmartPayload(structuredClone(abandonment));
    if (result.kind !== 'event') throw new Error(result.kind);
    const { payload, ...event } = result.event;
    expect(event).toEqual({
      eventId: '7c1d9e52-3a4b-4f6e-8d21-0b5a9c3e7f10',
      event: 'PURCHASE_OUT_OF_SHOPPING_CART',
      eventAt: new Date(1790000300000).toISOString(),
      transaction: null,
      purchaseStatus: null,
      buyerEmail: 'compradora.exemplo@example.com',
      buyerName: 'Compradora Exemplo',
      buyerPhone: '11987650000',
      productId: '1234567',
      offerCode: 'a1b2c3d4',
      price: null,
      currency: null,
      paymentType: null,
      installments: 1,
      src: 'instagram',
      sck: 'instagram|feed|lancamento-4|story|java',
      xcod: null,
      paymentExpiresAt: null,
      acceptsCommunications: null,
    });
    expect(payload).not.toHaveProperty('hottok');
  });

  it('still requires a transaction for every payment event', () => {
    const body = structuredClone(abandonment) as unknown as Body;
    body.event = 'PURCHASE_DELAYED';
    expect(invalid(body)).toBe('Campo "data.purchase.transaction" ausente.');
  });

  it('reads the boleto due date and the payment method of a printed boleto', () => {
    const result = parseHotmartPayload(structuredClone(billet));
    if (result.kind !== 'event') throw new Error(result.kind);
    expect(result.event).toMatchObject({
      event: 'PURCHASE_BILLET_PRINTED',
      transaction: 'HP1790000600002',
      paymentType: 'BILLET',
      paymentExpiresAt: new Date(1790259800000).toISOString(),
      buyerPhone: '5511987650000',
      price: 997,
    });
  });

  it('reads the Pix expiry of a pending Pix (and never the boleto field for a Pix)', () => {
    const body = structuredClone(pix) as unknown as Body;
    const result = parseHotmartPayload(body);
    if (result.kind !== 'event') throw new Error(result.kind);
    expect(result.event).toMatchObject({
      event: 'PURCHASE_DELAYED',
      paymentType: 'PIX',
      paymentExpiresAt: new Date(1790087300000).toISOString(),
    });
    const payment = (body.data.purchase as Record<string, Record<string, unknown>>).payment!;
    delete payment.pix_expiration_date;
    payment.billet_expiration_date = 1790259800000;
    const without = parseHotmartPayload(body);
    expect(without.kind === 'event' && without.event.paymentExpiresAt).toBeNull();
  });

  it('keeps the checkout\'s "accept communications" answer only when it is a boolean', () => {
    const body = structuredClone(abandonment) as unknown as Body;
    body.data.buyer!.accepts_communications = true;
    const yes = parseHotmartPayload(body);
    expect(yes.kind === 'event' && yes.event.acceptsCommunications).toBe(true);
    body.data.buyer!.accepts_communications = 'sim';
    const text = parseHotmartPayload(body);
    expect(text.kind === 'event' && text.event.acceptsCommunications).toBeNull();
  });

  it.each([
    ['not an object', () => [1, 2], 'O corpo precisa ser um objeto JSON.'],
    [
      'another version',
      (b: Body) => {
        b.version = '1.0.0';
      },
      'Versão do postback não suportada: esperada 2.0.0.',
    ],
    [
      'no id',
      (b: Body) => {
        delete b.id;
      },
      'Campo "id" ausente ou inválido.',
    ],
    [
      'no event',
      (b: Body) => {
        b.event = ' ';
      },
      'Campo "event" ausente.',
    ],
    [
      'date as text',
      (b: Body) => {
        b.creation_date = '2026-01-01';
      },
      'Campo "creation_date" ausente ou inválido (milissegundos desde 1970).',
    ],
    [
      'no data',
      (b: Body) => {
        delete (b as Record<string, unknown>).data;
      },
      'Campo "data" ausente.',
    ],
    [
      'bad e-mail',
      (b: Body) => {
        b.data.buyer!.email = 'sem-arroba';
      },
      'Campo "data.buyer.email" ausente ou inválido.',
    ],
    [
      'no buyer',
      (b: Body) => {
        delete b.data.buyer;
      },
      'Campo "data.buyer.email" ausente ou inválido.',
    ],
    [
      'no transaction',
      (b: Body) => {
        delete b.data.purchase!.transaction;
      },
      'Campo "data.purchase.transaction" ausente.',
    ],
    [
      'no product',
      (b: Body) => {
        delete b.data.product;
      },
      'Campo "data.product.id" ausente.',
    ],
    [
      'negative price',
      (b: Body) => {
        b.data.purchase!.price = { value: -1 };
      },
      'Campo "data.purchase.price.value" inválido.',
    ],
    [
      'price as text',
      (b: Body) => {
        b.data.purchase!.price = { value: '997' };
      },
      'Campo "data.purchase.price.value" inválido.',
    ],
    [
      'approved without price',
      (b: Body) => {
        delete b.data.purchase!.price;
      },
      'Campo "data.purchase.price.value" ausente numa compra aprovada.',
    ],
    [
      'installments 0',
      (b: Body) => {
        b.data.purchase!.payment = { installments_number: 0 };
      },
      'Campo "data.purchase.payment.installments_number" inválido.',
    ],
  ] as const)('rejects %s', (_name, change, reason) => {
    const body = copy();
    const replaced = (change as (b: Body) => unknown)(body);
    expect(invalid(replaced ?? body)).toBe(reason);
  });

  it('accepts a refund without a price', () => {
    const body = copy();
    body.event = 'PURCHASE_REFUNDED';
    delete body.data.purchase!.price;
    const result = parseHotmartPayload(body);
    expect(result.kind === 'event' && result.event.price).toBeNull();
  });
});

describe('statusForEvent', () => {
  const expected: Record<HotmartEvent, [string | null, string | null]> = {
    PURCHASE_APPROVED: ['VENDIDO', 'VENDIDO'],
    PURCHASE_COMPLETE: ['VENDIDO', 'VENDIDO'],
    PURCHASE_BILLET_PRINTED: ['AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO'],
    PURCHASE_DELAYED: ['AGUARDANDO PAGAMENTO', 'AGUARDANDO PAGAMENTO PARCELADO'],
    PURCHASE_CANCELED: ['CONTATADO', 'CONTATADO'],
    PURCHASE_EXPIRED: ['CONTATADO', 'CONTATADO'],
    PURCHASE_REFUNDED: ['REEMBOLSADO', 'REEMBOLSADO'],
    PURCHASE_CHARGEBACK: ['REEMBOLSADO', 'REEMBOLSADO'],
    PURCHASE_PROTEST: ['REEMBOLSADO', 'REEMBOLSADO'],
    PURCHASE_OUT_OF_SHOPPING_CART: [null, null],
  };
  it.each(HOTMART_EVENTS)('%s: single payment and installment plan', (event) => {
    expect([statusForEvent(event, 1), statusForEvent(event, 3)]).toEqual(expected[event]);
  });
});
