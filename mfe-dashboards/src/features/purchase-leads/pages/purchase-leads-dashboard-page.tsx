import { useSearchParams } from 'react-router-dom';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { ColdLeadsPanel } from '../cold/cold-leads-panel';
import { HotLeadsPanel } from '../hot/hot-leads-panel';
import ui from '../../shared/components/ui.module.css';

/** Purchase leads (/compras): hot leads (purchase intents) or cold leads (community contacts); ?modo=frios keeps the tab. */
function PurchaseLeadsDashboard() {
  const [params, setParams] = useSearchParams();
  const cold = params.get('modo') === 'frios';
  const choose = (mode: 'quentes' | 'frios') =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (mode === 'frios') next.set('modo', 'frios');
      else next.delete('modo');
      return next;
    });
  return (
    <>
      <div className={ui.toggle} role="group" aria-label="Tipo de lead">
        <button type="button" aria-pressed={!cold} onClick={() => choose('quentes')}>Leads Quentes</button>
        <button type="button" aria-pressed={cold} onClick={() => choose('frios')}>Leads Frios</button>
      </div>
      {cold ? <ColdLeadsPanel /> : <HotLeadsPanel />}
    </>
  );
}

export default function PurchaseLeadsDashboardPage(_props: Record<string, unknown>) {
  return (
    <DashboardPage title="Leads de Compra">
      <PurchaseLeadsDashboard />
    </DashboardPage>
  );
}
