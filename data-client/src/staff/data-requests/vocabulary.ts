// The tables a data-subject request covers: one definition for the schemas (answers.ts), the service and the screen.
// A leaf: the service uses it without loading the schemas.

/**
 * The tables a data-subject request covers, in the order shown: the funnel's tables, the further contacts typed by
 * repeats, the attempts behind the thank-you/survey tokens and purchase references, the checkout platform's payment
 * events, the e-mail log and suppressions, the attendance of the live classes, and the checkout buyers mailed on the
 * checkout's consent (launch and unsubscribe state, never the token).
 */
export const SUBJECT_TABLES = [
  'leads_lancamento',
  'respostas_pesquisa',
  'lista_espera',
  'purchase_leads',
  'cold_leads',
  'further_contacts',
  'registration_attempts',
  'purchase_attempts',
  'checkout_events',
  'email_outbox',
  'email_suppressions',
  'class_attendance',
  'checkout_buyers',
] as const;
