// The fixed values some staff answers carry (the members of their enums) and the shape of a jsonb argument: one
// definition for the answers' schemas (staff-answers.ts), the client's types (staff-database.ts) and the services and
// screens that name them. A leaf: it imports nothing, so the services need not load the schemas to use these.

/** Why a buyer may get recovery e-mails (docs/checkout-webhook.md, "Closers' queue"). */
export const RECOVERY_CONSENTS = ['site', 'checkout', 'unsubscribed', 'none'] as const;
/** A closer's outcome for a queue item. */
export const RECOVERY_OUTCOMES = ['contatado', 'sem_resposta', 'vai_pagar', 'nao_quer', 'numero_invalido'] as const;

/** The recovery sequences measured against the holdout (public.checkout_recovery_report), in its order. */
export const RECOVERY_SEQUENCES = ['abandoned', 'billet', 'pix'] as const;

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

/** The launch funnel's steps, in order (public.launch_funnel). */
export const FUNNEL_STEP_KEYS = ['registered', 'answered_survey', 'purchase_intent', 'redirected', 'sold'] as const;

/** The purchase intents outside the funnel, shown beside it. */
export const FUNNEL_OUTSIDE_KEYS = ['registered_without_survey', 'without_registration', 'cold_conversions'] as const;

/** The survey's six choice questions (public.survey_results). */
export const SURVEY_CHOICE_FIELDS = [
  'experiencia_programacao',
  'maior_dificuldade',
  'atracao_carreira',
  'fator_bloqueio',
  'faixa_salarial',
  'consumo_conteudo',
] as const;

/** One contact to import; `line` is its line in the file, used to report failures. */
export interface ColdLeadImportRow {
  line: number;
  country_code: string;
  phone_number: string;
  formatted_phone: string;
  saved_name?: string;
}
