// The one place for the privacy policy's settings: change the contact address or the date here.

/** Where visitors send privacy requests (access, correction, deletion, revoking consent — LGPD art. 18). */
export const PRIVACY_CONTACT_EMAIL = 'privacidade@semanajava.com.br';

/** Version recorded with each consent (leads_lancamento.privacy_policy_version). */
export const PRIVACY_POLICY_VERSION = '1.0';

/** Last update of the text below, as shown to visitors. */
export const PRIVACY_POLICY_LAST_UPDATED = '19 de maio de 2025';
export const PRIVACY_POLICY_LAST_UPDATED_ISO = '2025-05-19';

/** How long we take to answer a request (LGPD art. 19, II: up to 15 days). */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 15;
