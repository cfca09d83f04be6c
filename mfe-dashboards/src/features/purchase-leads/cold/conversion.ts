import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { BulkConversionResult, ConversionResult } from '@funil/data-client/staff/cold-leads';
import { normalizeEmail } from '@funil/text/email';

export const CONVERSION_MESSAGES = {
  invalidEmail: 'Por favor, insira um email válido ou deixe em branco para gerar automaticamente.',
  failed: 'Erro ao converter lead',
  success: (id: number) => `Lead convertido com sucesso! Novo ID: ${id}`,
  already: (id: number) => `Lead já convertido anteriormente! ID: ${id}`,
  bulkSummary: (ok: number, failed: number) =>
    `${formatNumber(ok)} leads convertidos com sucesso, ${formatNumber(failed)} falharam`,
} as const;

/** The conversion form: e-mail optional, but when given it must contain '@'. Returns an error message or null. */
export function validateConversionInput(input: { email: string; name: string }): string | null {
  const email = input.email.trim();
  if (email !== '' && !email.includes('@')) return CONVERSION_MESSAGES.invalidEmail;
  return null;
}

/** Only the fields the user filled in (blank ones fall back on the server: generated e-mail, saved name...). */
export function conversionPayload(input: { email: string; name: string }): { email?: string; name?: string } {
  const payload: { email?: string; name?: string } = {};
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  if (email) payload.email = email;
  if (name) payload.name = name;
  return payload;
}

/** The message shown after a single conversion. */
export function conversionMessage(result: ConversionResult): string {
  return result.alreadyConverted ? CONVERSION_MESSAGES.already(result.id) : CONVERSION_MESSAGES.success(result.id);
}

/** Bulk: '{n} leads convertidos com sucesso, {m} falharam'; it succeeded when at least one converted. */
export function bulkConversionSummary(outcome: BulkConversionResult): { message: string; ok: boolean } {
  const ok = outcome.converted.length;
  return { message: CONVERSION_MESSAGES.bulkSummary(ok, outcome.failed.length), ok: ok > 0 };
}
