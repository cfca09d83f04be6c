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
          <Link className={styles.button} to="/campanhas">
            Ver origem dos leads
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Leads de Compra</h2>
          <p>Leads quentes (intenção de compra) e leads frios com importação CSV e conversão.</p>
          <Link className={styles.button} to="/compras">
            Ver leads de compra
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Funil do Lançamento</h2>
          <p>Inscritos, pesquisa, intenção de compra, checkout e vendas, com conversão por etapa.</p>
          <Link className={styles.button} to="/campanhas/funil">
            Ver funil
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Resultados da Pesquisa</h2>
          <p>Respostas de cada pergunta, respostas por dia e os sonhos dos inscritos.</p>
          <Link className={styles.button} to="/campanhas/pesquisa">
            Ver resultados
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Lançamentos</h2>
          <p>Crie o próximo lançamento e edite datas, grupos e links de checkout.</p>
          <Link className={styles.button} to="/campanhas/lancamentos">
            Configurar lançamentos
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Solicitações LGPD</h2>
          <p>Encontre, exporte ou anonimize os dados de um titular.</p>
          <Link className={styles.button} to="/campanhas/lgpd">
            Atender solicitações
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Pagamentos sem Lead</h2>
          <p>Eventos do checkout que não encontraram o lead de compra: vincule cada um ao lead certo.</p>
          <Link className={styles.button} to="/campanhas/pagamentos">
            Ver pagamentos
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Investimento em Anúncios</h2>
          <p>Quanto custou cada lead e cada venda: CPL, CPA, ROAS e lucro por campanha, conjunto e anúncio.</p>
          <Link className={styles.button} to="/campanhas/investimento">
            Ver investimento
          </Link>
        </li>
        <li className={styles.card}>
          <h2>E-mails do Lançamento</h2>
          <p>Confirmações, lembretes das aulas e avisos do carrinho: horários, envios, textos e pausa.</p>
          <Link className={styles.button} to="/campanhas/emails">
            Ver e-mails
          </Link>
        </li>
      </ul>
    </DashboardPage>
  );
}
