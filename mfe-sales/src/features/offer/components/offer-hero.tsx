import type { CartView } from '../cart-state';
import { OFFER_CART_STATES, OFFER_HERO } from '../offer-content';
import { CartCard } from './cart-card';
import styles from '../pages/offer-page.module.css';

/** The spec's section 1: the offer's title and when the cart opens (or its state), beside the cart's card. */
export function OfferHero({ launch, phase, cart, opensText }: CartView) {
  return (
    <section className={styles.hero} aria-labelledby="oferta-titulo">
      <div className={`container ${styles.heroInner}`}>
        <div>
          <p className={styles.badge}>{OFFER_HERO.badge}</p>
          <h1 id="oferta-titulo" className={styles.title}>
            {OFFER_HERO.title}
          </h1>
          <p className={styles.lead}>{OFFER_HERO.lead}</p>
          {opensText ? (
            <p className={styles.opens}>
              {OFFER_CART_STATES.beforeOpen.opensPrefix} {opensText}
            </p>
          ) : null}
          {cart ? <p className={styles.opens}>{cart.hero}</p> : null}
          {launch.status === 'loading' ? (
            <p className={`${styles.opens} ${styles.opensPending}`} aria-hidden="true" />
          ) : null}
        </div>
        <CartCard launch={launch} phase={phase} cart={cart} opensText={opensText} />
      </div>
    </section>
  );
}
