import { Countdown } from '@funil/shared-ui/countdown';
import { CtaButton } from '@funil/shared-ui/cta-button';
import type { CartView } from '../cart-state';
import { OFFER_CART_STATES } from '../offer-content';
import styles from '../pages/offer-page.module.css';

/**
 * The hero's card: the way forward while the cart is open or after it closed; before, the countdown to its opening
 * (while the launch loads, the pre-rendered markup's loading state).
 */
export function CartCard({ launch, phase, cart, opensText }: CartView) {
  return cart ? (
    <section className={styles.countdownCard} aria-labelledby="oferta-carrinho" data-phase={phase ?? undefined}>
      <h2 id="oferta-carrinho" className={styles.countdownTitle}>
        {cart.title}
      </h2>
      <p className={styles.muted}>{cart.text}</p>
      <CtaButton href={cart.href} size="lg">
        {cart.cta}
      </CtaButton>
    </section>
  ) : (
    <div className={styles.countdownCard} data-phase={phase ?? undefined}>
      <p className={styles.countdownTitle}>{OFFER_CART_STATES.beforeOpen.title}</p>
      {launch.status === 'success' ? (
        <Countdown target={launch.data.cartOpensAt} note={opensText ?? undefined} />
      ) : launch.status === 'loading' ? (
        <p role="status" className={`${styles.muted} ${styles.countdownPending}`}>
          Carregando...
        </p>
      ) : (
        <p role="alert" className={styles.muted}>
          Não foi possível carregar a contagem regressiva. Recarregue a página.
        </p>
      )}
    </div>
  );
}
