import { cashSavingCents, formatCents, installmentTotalCents, INVESTMENT, STATED_TOTAL_CENTS } from '../offer-content';
import styles from '../pages/offer-page.module.css';

/** The spec's section 7: the price against the stated total, in installments and in cash, with the savings. */
export function InvestmentSection() {
  return (
    <section className={`${styles.section} ${styles.highlight}`} aria-labelledby="oferta-investimento">
      <div className="container">
        <h2 id="oferta-investimento">Investimento</h2>
        <div className={styles.priceBox}>
          <p className={styles.muted}>
            De <s>{formatCents(STATED_TOTAL_CENTS)}</s> por
          </p>
          <p className={styles.installments}>
            {INVESTMENT.installments}x de {formatCents(INVESTMENT.installmentCents)}
          </p>
          <p className={styles.muted}>sem juros no cartão</p>
          <p className={styles.cash}>ou {formatCents(INVESTMENT.cashCents)} à vista</p>
          <ul className={styles.facts}>
            <li>Total parcelado: {formatCents(installmentTotalCents())}</li>
            <li>Economia de {formatCents(cashSavingCents())} pagando à vista</li>
            <li>
              Você economiza {formatCents(INVESTMENT.statedSavingCents)} ({INVESTMENT.statedDiscountPercent}% de
              desconto)
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
