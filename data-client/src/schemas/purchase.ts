import { z } from './zod';
import { digitCount, SIMPLE_EMAIL } from './validation';

/** Visitor-side spec, section 5 'Purchase modal'. */
export const PURCHASE_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameMin: 'Nome deve ter pelo menos 2 caracteres',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  whatsappRequired: 'WhatsApp é obrigatório',
  whatsappMin: 'WhatsApp deve ter pelo menos 8 dígitos',
} as const;

export const purchaseFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: PURCHASE_MESSAGES.nameRequired, abort: true })
    .min(2, { error: PURCHASE_MESSAGES.nameMin }),
  /** Trimmed and lower-cased before saving. */
  email: z
    .string()
    .trim()
    .min(1, { error: PURCHASE_MESSAGES.emailRequired, abort: true })
    .regex(SIMPLE_EMAIL, { error: PURCHASE_MESSAGES.emailInvalid })
    .transform((value) => value.toLowerCase()),
  whatsapp_country: z.string().trim().default('+55'),
  whatsapp_number: z
    .string()
    .refine((value) => value.trim() !== '', { error: PURCHASE_MESSAGES.whatsappRequired, abort: true })
    .refine((value) => digitCount(value) >= 8, { error: PURCHASE_MESSAGES.whatsappMin }),
};

export const purchaseSchema = z.object({
  name: purchaseFields.name,
  email: purchaseFields.email,
  whatsapp_country: purchaseFields.whatsapp_country,
  whatsapp_number: purchaseFields.whatsapp_number,
});

export type PurchaseFormInput = z.input<typeof purchaseSchema>;
export type PurchaseFormValues = z.output<typeof purchaseSchema>;
