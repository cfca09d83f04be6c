/** Offer query parameter: accepted only as exactly 'i' (beginners) or 'a' (advanced); anything else is 'a'. */
export type Offer = 'i' | 'a';

export const DEFAULT_OFFER: Offer = 'a';

export function parseOffer(value: string | null | undefined): Offer {
  return value === 'i' || value === 'a' ? value : DEFAULT_OFFER;
}
