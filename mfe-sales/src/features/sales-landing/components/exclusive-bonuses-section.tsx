import { EXCLUSIVE_BONUSES } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The four exclusive bonuses, each with its limit. */
export function ExclusiveBonusesSection() {
  return (
    <section className={styles.section} aria-labelledby="venda-exclusivos">
      <div className="container">
        <h2 id="venda-exclusivos">4 bônus exclusivos e limitados</h2>
        <ul className={styles.grid2}>
          {EXCLUSIVE_BONUSES.map((bonus) => (
            <li key={bonus.title} className={styles.card}>
              <p className={styles.badge}>{bonus.limit}</p>
              <h3>{bonus.title}</h3>
              <p className={styles.text}>{bonus.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
