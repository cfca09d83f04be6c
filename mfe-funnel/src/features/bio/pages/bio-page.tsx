import { BioLinkCard } from '../components/bio-link-card';
import { BIO_LINKS, BIO_PROFILE } from '../bio-links';
import styles from './bio-page.module.css';

/** /bio and /bio-link (exposed as mfe_funnel/Bio). */
export default function BioPage(_props: Record<string, unknown>) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <header className={styles.profile}>
          <div className={styles.avatar} role="img" aria-label={`Avatar de ${BIO_PROFILE.name}`}>
            <span aria-hidden="true">SJ</span>
          </div>
          <h1 className={styles.name}>{BIO_PROFILE.name}</h1>
          <p className={styles.handle}>{BIO_PROFILE.handle}</p>
          <p className={styles.tagline}>{BIO_PROFILE.tagline}</p>
        </header>
        <nav aria-label="Links">
          <ul className={styles.links}>
            {BIO_LINKS.map((link) => (
              <li key={link.id}>
                <BioLinkCard link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <footer className={styles.footer}>
          <p>© {new Date().getFullYear()} Semana Java</p>
        </footer>
      </main>
    </div>
  );
}
