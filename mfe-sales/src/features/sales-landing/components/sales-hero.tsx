import type { ReactNode } from 'react';
import { HERO } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The sales page's first screen: the promise in one title and the call to the price. */
export function SalesHero({ cta }: { cta: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="venda-titulo">
      <div className="container">
        <p className={styles.eyebrow}>{HERO.eyebrow}</p>
        <h1 id="venda-titulo" className={styles.title}>
          {HERO.title}
        </h1>
        <p className={styles.lead}>{HERO.lead}</p>
        <div className={styles.actions}>{cta}</div>
      </div>
    </section>
  );
}
