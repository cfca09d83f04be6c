import { OFFER_INCLUDED_BONUSES } from '../offer-content';
import styles from '../pages/offer-page.module.css';

/** The spec's section 3: the bonuses every buyer gets. */
export function IncludedBonusesSection() {
  return (
    <section className={styles.section} aria-labelledby="oferta-bonus">
      <div className="container">
        <h2 id="oferta-bonus">Bônus incluídos</h2>
        <ul className={styles.grid3}>
          {OFFER_INCLUDED_BONUSES.map((bonus) => (
            <li key={bonus.title} className={styles.card}>
              <h3>{bonus.title}</h3>
              <p className={styles.muted}>{bonus.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
