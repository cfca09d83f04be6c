import type { LoadState } from '@funil/shared-ui/load/use-load';
import type { Launch } from '@funil/data-client/public/launches';
import type { LaunchPhase } from '@funil/data-client/public/launch-phase';
import { OFFER_CART_STATES } from './offer-content';

/** What the page says about the cart once it is open or closed; null before it opens (the countdown). */
export type OfferCart = (typeof OFFER_CART_STATES)['open' | 'closed'];

/** The cart's state in a launch phase: open, closed (after the deadline) or null (not open yet, or not loaded). */
export function offerCart(phase: LaunchPhase | null): OfferCart | null {
  return phase === 'cart_open' ? OFFER_CART_STATES.open : phase === 'after_deadline' ? OFFER_CART_STATES.closed : null;
}

/** What the hero and its cart card show: the launch as it loads, its phase, the cart's state, when the cart opens. */
export interface CartView {
  launch: LoadState<Launch>;
  phase: LaunchPhase | null;
  cart: OfferCart | null;
  opensText: string | null;
}
