import { TESTIMONIALS } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** Former students' words, each with their name and role. */
export function TestimonialsSection() {
  return (
    <section className={styles.section} aria-labelledby="venda-depoimentos">
      <div className="container">
        <h2 id="venda-depoimentos">Quem já fez, aprova</h2>
        <ul className={styles.grid3}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className={styles.card}>
              <figure className={styles.quote}>
                <blockquote>
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  <span className={styles.small}>{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
