import { ACCESS_AND_GUARANTEE } from '../offer-content';
import styles from '../pages/offer-page.module.css';

/** The spec's section 5: access and guarantee. */
export function AccessGuaranteeSection() {
  return (
    <section className={styles.section} aria-labelledby="oferta-garantia">
      <div className="container">
        <h2 id="oferta-garantia">Acesso e garantia</h2>
        <ul className={styles.grid2}>
          {ACCESS_AND_GUARANTEE.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3>{item.title}</h3>
              <p className={styles.muted}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
