/**
 * Hotmart postback 2.0.0: validation of the JSON body and its mapping to the event record_checkout_event stores.
 * Pure (no I/O): the handler (hotmart.ts) reads the request and calls the database; this file decides what a payload
 * means. Web-standard only, like the rest of the edge.
 */
import { digitsOnly } from '@funil/text/digits';
import { normalizeEmail } from '@funil/text/email';

/** The events the funnel acts on (Hotmart's names). */
export const HOTMART_EVENTS = [
  'PURCHASE_APPROVED',
  'PURCHASE_COMPLETE',
  'PURCHASE_BILLET_PRINTED',
  'PURCHASE_DELAYED',
  'PURCHASE_CANCELED',
  'PURCHASE_EXPIRED',
  'PURCHASE_REFUNDED',
  'PURCHASE_CHARGEBACK',
  'PURCHASE_PROTEST',
  'PURCHASE_OUT_OF_SHOPPING_CART',
] as const;

export type HotmartEvent = (typeof HOTMART_EVENTS)[number];

export const POSTBACK_VERSION = '2.0.0';

/** The cart-abandonment postback: a buyer filled the checkout's form and left (no transaction, no price). */
export const ABANDONMENT_EVENT = 'PURCHASE_OUT_OF_SHOPPING_CART';

/** Status a purchase lead takes for an event (the database applies the same table: private.checkout_status_for). */
export type CheckoutStatus =
  'VENDIDO' | 'AGUARDANDO PAGAMENTO' | 'AGUARDANDO PAGAMENTO PARCELADO' | 'REEMBOLSADO' | 'CONTATADO';

/**
 * Where the checkout says the buyer accepted communications (a boolean). Hotmart's published examples show no such
 * field; when the body carries it, the answer is kept (null otherwise, which never counts as consent).
 */
export const ACCEPTS_COMMUNICATIONS_PATHS = ['buyer.accepts_communications', 'accepts_communications'] as const;

/** The mapped event sent to public.record_checkout_event (p_event). */
export interface CheckoutEvent {
  eventId: string;
  event: HotmartEvent;
  /** The event's date (creation_date), ISO 8601 UTC: events apply in this order, not in order of arrival. */
  eventAt: string;
  /** Null only for the abandonment postback (the buyer never reached a payment). */
  transaction: string | null;
  purchaseStatus: string | null;
  buyerEmail: string;
  buyerName: string | null;
  buyerPhone: string | null;
  productId: string;
  offerCode: string | null;
  /** What the buyer pays (data.purchase.price.value), null when the event carries no price. */
  price: number | null;
  currency: string | null;
  paymentType: string | null;
  installments: number;
  src: string | null;
  sck: string | null;
  xcod: string | null;
  /** Boleto due date (billet_expiration_date) or Pix expiry (pix_expiration_date), ISO 8601 UTC, or null. */
  paymentExpiresAt: string | null;
  /** The checkout's own "accept communications" answer (ACCEPTS_COMMUNICATIONS_PATHS), null when absent. */
  acceptsCommunications: boolean | null;
  /** The body as received, without the hottok (a secret is never stored). */
  payload: Record<string, unknown>;
}

export type ParseResult =
  | { kind: 'event'; event: CheckoutEvent }
  /** Well-formed postback of an event the funnel does not act on: answered 200, not stored. */
  | { kind: 'ignored'; event: string }
  | { kind: 'invalid'; reason: string };

type Json = Record<string, unknown>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const MAX_TEXT = 500;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT);
}

function at(root: Json, path: string): unknown {
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The first non-empty text among the paths. */
function firstText(root: Json, paths: readonly string[]): string | null {
  for (const path of paths) {
    const value = text(at(root, path));
    if (value !== null) return value;
  }
  return null;
}

/** A Hotmart date (milliseconds since 1970) as ISO 8601, or null when absent or not a plausible date. */
function msDate(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function booleanAt(root: Json, paths: readonly string[]): boolean | null {
  for (const path of paths) {
    const value = at(root, path);
    if (typeof value === 'boolean') return value;
  }
  return null;
}

export function isHotmartEvent(value: string): value is HotmartEvent {
  return (HOTMART_EVENTS as readonly string[]).includes(value);
}

/**
 * Event -> status (installment plans waiting for payment get the PARCELADO variant); null: the event does not move a
 * purchase lead's status (the abandonment).
 */
export function statusForEvent(event: HotmartEvent, installments: number): CheckoutStatus | null {
  switch (event) {
    case 'PURCHASE_APPROVED':
    case 'PURCHASE_COMPLETE':
      return 'VENDIDO';
    case 'PURCHASE_BILLET_PRINTED':
    case 'PURCHASE_DELAYED':
      return installments > 1 ? 'AGUARDANDO PAGAMENTO PARCELADO' : 'AGUARDANDO PAGAMENTO';
    case 'PURCHASE_REFUNDED':
    case 'PURCHASE_CHARGEBACK':
    case 'PURCHASE_PROTEST':
      return 'REEMBOLSADO';
    case 'PURCHASE_CANCELED':
    case 'PURCHASE_EXPIRED':
      return 'CONTATADO';
    case 'PURCHASE_OUT_OF_SHOPPING_CART':
      return null;
  }
}

/** Validates a parsed JSON body and maps it; `reason` says, in Portuguese, which field is wrong. */
export function parseHotmartPayload(body: unknown): ParseResult {
  if (!isObject(body)) return { kind: 'invalid', reason: 'O corpo precisa ser um objeto JSON.' };
  if (body.version !== POSTBACK_VERSION) {
    return { kind: 'invalid', reason: `Versão do postback não suportada: esperada ${POSTBACK_VERSION}.` };
  }
  const eventId = text(body.id);
  if (!eventId || eventId.length > 200) return { kind: 'invalid', reason: 'Campo "id" ausente ou inválido.' };
  const eventName = text(body.event);
  if (!eventName) return { kind: 'invalid', reason: 'Campo "event" ausente.' };
  const created = body.creation_date;
  if (
    typeof created !== 'number' ||
    !Number.isFinite(created) ||
    created <= 0 ||
    Number.isNaN(new Date(created).getTime())
  ) {
    return { kind: 'invalid', reason: 'Campo "creation_date" ausente ou inválido (milissegundos desde 1970).' };
  }
  if (!isObject(body.data)) return { kind: 'invalid', reason: 'Campo "data" ausente.' };
  if (!isHotmartEvent(eventName)) return { kind: 'ignored', event: eventName };
  const data = body.data;

  const buyerEmail = text(at(data, 'buyer.email'));
  const email = buyerEmail === null ? null : normalizeEmail(buyerEmail);
  if (!email || !EMAIL.test(email) || email.length > 254) {
    return { kind: 'invalid', reason: 'Campo "data.buyer.email" ausente ou inválido.' };
  }
  const abandonment = eventName === ABANDONMENT_EVENT;
  const transaction = text(at(data, 'purchase.transaction'));
  if (!transaction && !abandonment) return { kind: 'invalid', reason: 'Campo "data.purchase.transaction" ausente.' };
  const productId = text(at(data, 'product.id'));
  if (!productId) return { kind: 'invalid', reason: 'Campo "data.product.id" ausente.' };

  const rawPrice = at(data, 'purchase.price.value');
  let price: number | null = null;
  if (rawPrice !== undefined && rawPrice !== null) {
    if (typeof rawPrice !== 'number' || !Number.isFinite(rawPrice) || rawPrice < 0) {
      return { kind: 'invalid', reason: 'Campo "data.purchase.price.value" inválido.' };
    }
    price = Math.round(rawPrice * 100) / 100;
  }
  const event = eventName;
  if (price === null && (event === 'PURCHASE_APPROVED' || event === 'PURCHASE_COMPLETE')) {
    return { kind: 'invalid', reason: 'Campo "data.purchase.price.value" ausente numa compra aprovada.' };
  }

  const rawInstallments = at(data, 'purchase.payment.installments_number');
  let installments = 1;
  if (rawInstallments !== undefined && rawInstallments !== null) {
    if (
      typeof rawInstallments !== 'number' ||
      !Number.isInteger(rawInstallments) ||
      rawInstallments < 1 ||
      rawInstallments > 120
    ) {
      return { kind: 'invalid', reason: 'Campo "data.purchase.payment.installments_number" inválido.' };
    }
    installments = rawInstallments;
  }

  const phone = digitsOnly(firstText(data, ['buyer.checkout_phone', 'buyer.phone']));
  const paymentType = text(at(data, 'purchase.payment.type'));
  const expiresAt = msDate(
    at(
      data,
      paymentType === 'PIX' ? 'purchase.payment.pix_expiration_date' : 'purchase.payment.billet_expiration_date',
    ),
  );
  const { hottok: _secret, ...payload } = body;
  return {
    kind: 'event',
    event: {
      eventId,
      event,
      eventAt: new Date(created).toISOString(),
      transaction,
      purchaseStatus: text(at(data, 'purchase.status')),
      buyerEmail: email,
      buyerName: text(at(data, 'buyer.name')),
      buyerPhone: phone === '' ? null : phone,
      productId,
      offerCode: firstText(data, ['purchase.offer.code', 'offer.code']),
      price,
      currency: text(at(data, 'purchase.price.currency_value'))?.toUpperCase() ?? null,
      paymentType,
      installments,
      src: firstText(data, ['purchase.origin.src', 'origin.src']),
      sck: firstText(data, ['purchase.origin.sck', 'origin.sck']),
      xcod: firstText(data, ['purchase.origin.xcod', 'origin.xcod']),
      paymentExpiresAt: expiresAt,
      acceptsCommunications: booleanAt(data, ACCEPTS_COMMUNICATIONS_PATHS),
      payload,
    },
  };
}
