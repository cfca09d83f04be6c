import { Link } from 'react-router-dom';
import { DashboardPage } from '../../shared/components/dashboard-page';
import styles from '../../shared/components/ui.module.css';

/** Dashboard home (/campanhas-nav): 'Dashboard de Leads' with its links. */
export default function NavigationPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Dashboard de Leads">
      <ul className={styles.cardGrid}>
        <li className={styles.card}>
          <h2>Origem dos Leads</h2>
          <p>De onde vieram os inscritos: fontes, mídias e períodos por lançamento.</p>
          <Link className={styles.button} to="/campanhas">Ver origem dos leads</Link>
        </li>
        <li className={styles.card}>
          <h2>Leads de Compra</h2>
          <p>Leads quentes (intenção de compra) e leads frios com importação CSV e conversão.</p>
          <Link className={styles.button} to="/compras">Ver leads de compra</Link>
        </li>
      </ul>
    </DashboardPage>
  );
}
