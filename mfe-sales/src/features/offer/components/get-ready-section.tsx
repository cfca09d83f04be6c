import { CtaButton } from '@funil/shared-ui/cta-button';
import type { OfferCart } from '../cart-state';
import styles from '../pages/offer-page.module.css';

/** The spec's section 8: before the cart opens, get ready for it; once it is open or closed, that state's way forward. */
export function GetReadySection({ cart, opensText }: { cart: OfferCart | null; opensText: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="oferta-prepare-se">
      <div className={`container ${styles.center}`}>
        <h2 id="oferta-prepare-se">{cart ? cart.closingTitle : 'Prepare-se para a abertura'}</h2>
        {cart ? (
          <>
            <p className={styles.lead}>{cart.closingText}</p>
            <CtaButton href={cart.href} size="lg">
              {cart.cta}
            </CtaButton>
          </>
        ) : (
          <p className={styles.lead}>
            {opensText ? `O carrinho abre ${opensText}. ` : ''}
            As vagas com os bônus exclusivos são limitadas: a mentoria individual é só para os 5 primeiros compradores e
            a Jornada Node.js só para quem comprar no primeiro dia. Deixe seus dados de pagamento à mão e esteja aqui na
            abertura.
          </p>
        )}
      </div>
    </section>
  );
}
