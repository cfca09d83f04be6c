/**
 * Builds the external checkout URL the visitor is sent to after the purchase modal.
 * Pure: every input (launch settings, offer, the current time, visitor and tracking data) is a parameter.
 *
 * Offer -> track -> link:
 *   offer 'i' -> beginners track ('iniciante')  -> `beginners` / `beginnersAfterDeadline`
 *   offer 'a' -> advanced track ('intermediaria', people who already programmed) -> `advanced` / `advancedAfterDeadline`
 * The after-deadline variant applies strictly after the launch's deadline (launches.registration_deadline: the
 * 'after_deadline' phase of data-client launchPhase, same boundary); an empty after-deadline link falls back to the
 * normal one.
 *
 * Parameters appended (never replacing a parameter the configured link already carries):
 *   - to every link: src and sck (utm_source, else utm_campaign), name, email, phoneac, phonenumber;
 *   - only to links on the checkout platform's host (pay.hotmart.com): xcod, the combined tracking value
 *     `source|medium|campaign|content|term`, and the individual utm_* fields.
 *   - with the purchase attempt's `reference` (the opaque value save_purchase_intent returns) on the platform's host:
 *     xcod carries the reference, so the platform's postback names the lead (public.record_checkout_event matches
 *     it first), and sck carries the combined tracking value instead (the platform's reports keep the UTM detail).
 * Empty values are never appended.
 */
import type { Launch } from '@funil/data-client/public/launches';
import type { Offer } from './parse-offer';

export const CHECKOUT_PLATFORM_HOST = 'pay.hotmart.com';

/** Parameter holding the combined tracking value on the checkout platform. */
export const COMBINED_TRACKING_PARAM = 'xcod';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmValues = Partial<Record<UtmField, string | null | undefined>>;

export interface CheckoutLinks {
  beginners: string;
  advanced: string;
  beginnersAfterDeadline?: string | null;
  advancedAfterDeadline?: string | null;
}

export interface CheckoutSettings {
  links: CheckoutLinks;
  /** Moment after which the after-deadline links apply (ISO string with offset, or Date). */
  deadline: string | Date;
}

export interface CheckoutVisitor {
  name?: string | null;
  email?: string | null;
  /** Area code (2 digits for Brazil), sent as phoneac. */
  phoneAreaCode?: string | null;
  /** Number without the area code, digits only, sent as phonenumber. */
  phoneNumber?: string | null;
}

export interface BuildCheckoutUrlInput {
  settings: CheckoutSettings;
  offer: Offer;
  now: Date;
  visitor?: CheckoutVisitor;
  utm?: UtmValues;
  /** The purchase attempt's opaque reference, handed to the platform as xcod (matched by the checkout webhook). */
  reference?: string | null;
}

export type Track = 'iniciante' | 'intermediaria';

/** The launch columns the checkout needs (a row of the launches table, mapped by data-client). */
export type CheckoutLaunch = Pick<
  Launch,
  | 'registrationDeadline'
  | 'checkoutUrlBeginners'
  | 'checkoutUrlAdvanced'
  | 'checkoutUrlBeginnersAfterDeadline'
  | 'checkoutUrlAdvancedAfterDeadline'
>;

/** Per-track links and their after-deadline variants, read from the launch settings (never from constants). */
export function checkoutSettingsFromLaunch(launch: CheckoutLaunch): CheckoutSettings {
  return {
    deadline: launch.registrationDeadline,
    links: {
      beginners: launch.checkoutUrlBeginners,
      advanced: launch.checkoutUrlAdvanced,
      beginnersAfterDeadline: launch.checkoutUrlBeginnersAfterDeadline,
      advancedAfterDeadline: launch.checkoutUrlAdvancedAfterDeadline,
    },
  };
}

export function trackForOffer(offer: Offer): Track {
  return offer === 'i' ? 'iniciante' : 'intermediaria';
}

export function isAfterDeadline(now: Date, deadline: string | Date): boolean {
  const limit = deadline instanceof Date ? deadline.getTime() : Date.parse(deadline);
  if (Number.isNaN(limit)) throw new Error(`Prazo de checkout inválido: ${String(deadline)}`);
  return now.getTime() > limit;
}

/** The configured link for an offer at a moment, before any parameter is appended. */
export function selectCheckoutLink(settings: CheckoutSettings, offer: Offer, now: Date): string {
  const late = isAfterDeadline(now, settings.deadline);
  const { links } = settings;
  const normal = offer === 'i' ? links.beginners : links.advanced;
  const after = offer === 'i' ? links.beginnersAfterDeadline : links.advancedAfterDeadline;
  const chosen = late && clean(after) ? clean(after) : clean(normal);
  if (!chosen) throw new Error(`Link de checkout não configurado para a oferta '${offer}'.`);
  return chosen;
}

export function isCheckoutPlatformUrl(url: URL): boolean {
  return url.hostname.toLowerCase() === CHECKOUT_PLATFORM_HOST;
}

/** utm_source, else utm_campaign, else empty. */
export function trackingSource(utm: UtmValues): string {
  return clean(utm.utm_source) || clean(utm.utm_campaign);
}

/** source|medium|campaign|content|term, or empty when every part is empty. */
export function combinedTrackingValue(utm: UtmValues): string {
  const parts = [utm.utm_source, utm.utm_medium, utm.utm_campaign, utm.utm_content, utm.utm_term].map(clean);
  return parts.some(Boolean) ? parts.join('|') : '';
}

export function buildCheckoutUrl({
  settings,
  offer,
  now,
  visitor = {},
  utm = {},
  reference,
}: BuildCheckoutUrlInput): string {
  const url = new URL(selectCheckoutLink(settings, offer, now));
  const params = url.searchParams;
  const add = (key: string, value: string | null | undefined) => {
    const v = clean(value);
    if (v && !params.has(key)) params.append(key, v);
  };

  const platform = isCheckoutPlatformUrl(url);
  const leadReference = platform ? clean(reference) : '';
  const source = trackingSource(utm);
  add('src', source);
  if (leadReference) {
    add(COMBINED_TRACKING_PARAM, leadReference);
    add('sck', combinedTrackingValue(utm) || source);
  }
  add('sck', source);
  add('name', visitor.name);
  add('email', visitor.email);
  add('phoneac', visitor.phoneAreaCode);
  add('phonenumber', visitor.phoneNumber);

  if (platform) {
    add(COMBINED_TRACKING_PARAM, combinedTrackingValue(utm));
    for (const field of UTM_FIELDS) add(field, utm[field]);
  }
  return url.toString();
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}
