import { OFFER_EXCLUSIVE_BONUSES } from '../offer-content';
import styles from '../pages/offer-page.module.css';

/** The spec's section 4: the exclusive bonuses, each with its limit. */
export function ExclusiveBonusesSection() {
  return (
    <section className={styles.section} aria-labelledby="oferta-exclusivos">
      <div className="container">
        <h2 id="oferta-exclusivos">Bônus exclusivos</h2>
        <ul className={styles.list}>
          {OFFER_EXCLUSIVE_BONUSES.map((bonus) => (
            <li key={bonus.title} className={styles.card}>
              <p className={styles.limit}>{bonus.limit}</p>
              <h3>{bonus.title}</h3>
              <p className={styles.muted}>{bonus.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
