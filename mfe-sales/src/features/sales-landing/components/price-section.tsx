import type { ReactNode } from 'react';
import { PRICE } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The price box's id: the calls to the price scroll to it and focus it. */
export const PRICE_BOX_ID = 'preco-do-curso';

/** The price box (full price struck through, installments, cash) with the buy button. */
export function PriceSection({ cta }: { cta: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="venda-preco">
      <div className="container">
        <div id={PRICE_BOX_ID} className={styles.priceBox} tabIndex={-1}>
          <h2 id="venda-preco">Invista na sua nova carreira</h2>
          <p className={styles.priceFull}>
            De <s>{PRICE.full}</s> por apenas
          </p>
          <p className={styles.priceInstallments}>{PRICE.installments}</p>
          <p className={styles.priceCash}>{PRICE.cash}</p>
          {cta}
          <p className={styles.small}>Acesso vitalício · 7 dias de garantia · Pagamento seguro</p>
        </div>
      </div>
    </section>
  );
}
