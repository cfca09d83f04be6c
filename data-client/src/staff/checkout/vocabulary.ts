// The fixed values of the checkout answers (members of their enums): one definition for the schemas (answers.ts),
// the services and the screens. A leaf: the services use these without loading the schemas.

/** Why a buyer may get recovery e-mails (docs/checkout-webhook.md, "Closers' queue"). */
export const RECOVERY_CONSENTS = ['site', 'checkout', 'unsubscribed', 'none'] as const;

/** A closer's outcome for a queue item. */
export const RECOVERY_OUTCOMES = ['contatado', 'sem_resposta', 'vai_pagar', 'nao_quer', 'numero_invalido'] as const;

/** The recovery sequences measured against the holdout (public.checkout_recovery_report), in its order. */
export const RECOVERY_SEQUENCES = ['abandoned', 'billet', 'pix'] as const;
