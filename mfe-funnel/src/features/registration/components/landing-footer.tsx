import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../landing-content';
import styles from './landing-footer.module.css';

/** Footer of /inscricao: social links and contact (default export for React.lazy). */
export default function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>Semana Java</p>
        <nav aria-label="Redes sociais">
          <ul className={styles.links}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="sr-only"> (abre em uma nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.contact}>
          Contato: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className={styles.legal}>
          <Link to="/privacy-policy">Política de Privacidade</Link> · © {new Date().getFullYear()} Semana Java
        </p>
      </div>
    </footer>
  );
}
