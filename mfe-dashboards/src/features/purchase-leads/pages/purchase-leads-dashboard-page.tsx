import { useSearchParams } from 'react-router-dom';
import { DashboardPage } from '../../shared/components/dashboard-page';
import { ColdLeadsPanel } from '../cold/cold-leads-panel';
import { HotLeadsPanel } from '../hot/hot-leads-panel';
import { SegmentedControl } from '@funil/shared-ui/tabs';

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
      <SegmentedControl
        label="Tipo de lead"
        value={cold ? 'frios' : 'quentes'}
        onChange={choose}
        options={[
          { value: 'quentes', label: 'Leads Quentes' },
          { value: 'frios', label: 'Leads Frios' },
        ]}
      />
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
