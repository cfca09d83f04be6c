import { fieldErrors } from '@funil/data-client/schemas/validation';
import { purchaseSchema } from '@funil/data-client/schemas/purchase';

export type PurchaseField = 'name' | 'email' | 'whatsapp_number';
export type PurchaseErrors = Partial<Record<PurchaseField, string>>;

export interface PurchaseFormState {
  name: string;
  email: string;
  /** Dial code, e.g. '+55'. */
  whatsapp_country: string;
  /** As typed, masked by the country's mask. */
  whatsapp_number: string;
}

export interface ValidPurchase {
  name: string;
  /** Trimmed and lower-cased. */
  email: string;
  whatsappCountry: string;
  whatsappNumber: string;
}

/**
 * The purchase modal's checks (visitor-side spec §5) through data-client's zod schema: one message per field, the
 * first failing check of that field. Returns the cleaned values when everything is valid.
 */
export function validatePurchase(
  state: PurchaseFormState,
): { ok: true; values: ValidPurchase } | { ok: false; errors: PurchaseErrors } {
  const result = purchaseSchema.safeParse(state);
  if (!result.success) {
    const all = fieldErrors(result);
    const errors: PurchaseErrors = {};
    for (const field of ['name', 'email', 'whatsapp_number'] as const) if (all[field]) errors[field] = all[field];
    return { ok: false, errors };
  }
  return {
    ok: true,
    values: {
      name: result.data.name,
      email: result.data.email,
      whatsappCountry: result.data.whatsapp_country,
      whatsappNumber: result.data.whatsapp_number,
    },
  };
}
