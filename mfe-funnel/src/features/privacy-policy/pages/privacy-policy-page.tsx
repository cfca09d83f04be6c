import { Link } from 'react-router-dom';
import { PrivacyPolicyContent } from '../../shared/privacy-policy/privacy-policy-content';
import styles from './privacy-policy-page.module.css';

/** /privacy-policy (exposed as mfe_funnel/PrivacyPolicy). */
export default function PrivacyPolicyPage(_props: Record<string, unknown>) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <header className={styles.header}>
          <p className={styles.brand}>Semana Java</p>
          <h1 className={styles.title}>Política de Privacidade</h1>
          <p className={styles.lead}>
            Como tratamos os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).
          </p>
        </header>
        <article className={styles.card}>
          <PrivacyPolicyContent headingLevel={2} />
        </article>
        <nav className={styles.footerNav} aria-label="Navegação da política">
          <Link className={styles.back} to="/inscricao">
            <span aria-hidden="true">←</span> Voltar para a inscrição
          </Link>
        </nav>
      </main>
    </div>
  );
}
