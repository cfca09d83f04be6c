import { INCLUDED_BONUSES } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The three bonuses included with the course. */
export function IncludedBonusesSection() {
  return (
    <section className={styles.section} aria-labelledby="venda-bonus">
      <div className="container">
        <h2 id="venda-bonus">3 bônus incluídos</h2>
        <ul className={styles.grid3}>
          {INCLUDED_BONUSES.map((bonus) => (
            <li key={bonus.title} className={styles.card}>
              <h3>{bonus.title}</h3>
              <p className={styles.text}>{bonus.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
