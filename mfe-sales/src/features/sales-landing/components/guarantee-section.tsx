import type { ReactNode } from 'react';
import { GUARANTEE } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The 7-day guarantee, then the buy button once more. */
export function GuaranteeSection({ cta }: { cta: ReactNode }) {
  return (
    <section className={`${styles.section} ${styles.highlight}`} aria-labelledby="venda-garantia">
      <div className="container">
        <p className={styles.seal} aria-hidden="true">
          7 dias
        </p>
        <h2 id="venda-garantia">{GUARANTEE.title}</h2>
        <p className={styles.lead}>{GUARANTEE.text}</p>
        <div className={styles.actions}>{cta}</div>
      </div>
    </section>
  );
}
