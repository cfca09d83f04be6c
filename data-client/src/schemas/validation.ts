import type { z } from 'zod';
import { digitsOnly } from '@funil/text/digits';

/**
 * The first message of a failed parse, in the order the schema declares its fields and checks (the spec's order).
 * Null when valid.
 */
export function firstErrorMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  if (result.success) return null;
  return result.error.issues[0]?.message ?? null;
}

/** Field name -> first message, for showing errors next to each field. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Validates one value against a field schema: its first message, or null. */
export function validateField(schema: z.ZodType, value: unknown): string | null {
  return firstErrorMessage(schema.safeParse(value));
}

export function digitCount(value: string): number {
  return digitsOnly(value).length;
}

/** The spec's simple e-mail pattern (something@something.something, no spaces). */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
