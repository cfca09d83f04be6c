import { EMPTY_UTM, hasUtm, parseUtm, type Utm } from '@funil/data-client/tracking/utm-store';
import { parseOffer, type Offer } from '../shared/checkout/parse-offer';
import { parseUrlPhone, type UrlPhone } from './purchase/parse-url-phone';

export interface PurchasePrefill {
  name: string;
  email: string;
  /** A Brazilian number (10 or 11 digits) when phoneac / phonenumber were usable, else null. */
  phone: UrlPhone | null;
}

export interface SalesQuery {
  offer: Offer;
  /** The utm_* of this URL when it has any; otherwise the visit's stored first-touch record. */
  utm: Utm;
  prefill: PurchasePrefill;
}

/**
 * Query parameters of the sales page (visitor-side spec §2): offer (i or a, else a), the six utm fields, and name,
 * email, phoneac, phonenumber pre-filling the purchase modal (phone rules in parse-url-phone.ts).
 */
export function parseSalesQuery(search: string, storedUtm: () => Utm = () => ({ ...EMPTY_UTM })): SalesQuery {
  const params = new URLSearchParams(search);
  const fromUrl = parseUtm(search);
  return {
    offer: parseOffer(params.get('offer')),
    utm: hasUtm(fromUrl) ? fromUrl : storedUtm(),
    prefill: {
      name: params.get('name')?.trim() ?? '',
      email: params.get('email')?.trim() ?? '',
      phone: parseUrlPhone(params.get('phoneac'), params.get('phonenumber')),
    },
  };
}
