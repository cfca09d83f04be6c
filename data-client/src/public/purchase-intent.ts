import { DataError } from '../errors';
import type { Utm } from '../tracking/utm-store';
import { compactUtm, EMPTY_UTM } from '../tracking/utm-store';
import { digitsOnly } from '@funil/text/digits';
import { callPublicRpc } from './rpc';
import { normalizeEmail } from '@funil/text/email';

export const PAYMENT_PROCESSORS = ['hotmart', 'stripe', 'mercado_pago', 'pagseguro'] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

export interface PurchaseIntentInput {
  name: string;
  /** Trimmed and lower-cased here (and again by the server). */
  email: string;
  /** Dial code plus number; non-digits stripped. */
  whatsapp: string;
  lancamento: number;
  utm?: Partial<Utm>;
  /** Default hotmart (the first processor). */
  paymentProcessor?: PaymentProcessor;
}

/**
 * Saves the purchase lead (NOVO and not redirected when new; a repeat keeps what is stored and records other
 * contact data as a further contact) and returns the opaque reference of this attempt, used to mark it redirected. Failure: a
 * DataError of a kind ('invalid' with the function's validation message); the purchase modal words it.
 */
export async function savePurchaseIntent(input: PurchaseIntentInput): Promise<{ reference: string }> {
  const data = await callPublicRpc<unknown>(
    'save_purchase_intent',
    {
      p_name: input.name.trim(),
      p_email: normalizeEmail(input.email),
      p_whatsapp: digitsOnly(input.whatsapp),
      p_lancamento: input.lancamento,
      p_utm: input.utm ? compactUtm({ ...EMPTY_UTM, ...input.utm }) : {},
      p_payment_processor: input.paymentProcessor ?? PAYMENT_PROCESSORS[0],
    },
    'erro ao salvar lead de compra',
  );
  if (typeof data !== 'string' || data === '') {
    console.error('[data-client] resposta inesperada de save_purchase_intent', data);
    throw new DataError('resposta inesperada de save_purchase_intent', 'unknown');
  }
  return { reference: data };
}

/**
 * Marks the purchase lead redirected to checkout with its payment URL. The page logs a failure and still sends the
 * visitor to checkout (spec).
 */
export async function markPurchaseRedirected(reference: string, paymentUrl: string): Promise<void> {
  await callPublicRpc<unknown>(
    'mark_purchase_redirected',
    { p_reference: reference, p_payment_url: paymentUrl },
    'erro ao marcar redirecionamento para pagamento',
  );
}
