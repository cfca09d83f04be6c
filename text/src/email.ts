/**
 * The one way an e-mail address is compared and stored: without surrounding spaces, lower-cased
 * (' Maria@Example.COM ' -> 'maria@example.com'). The database keeps and matches addresses in this form (registrations,
 * purchase leads, checkout buyers), so every form, fetcher and webhook normalises with this before sending one.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
