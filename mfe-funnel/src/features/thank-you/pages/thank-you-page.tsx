import { ThankYouView } from '../components/thank-you-view';

/** /inscricao/obrigado and /obrigado (exposed as mfe_funnel/ThankYou): people who already programmed. */
export default function ThankYouPage(_props: Record<string, unknown>) {
  return <ThankYouView track="intermediaria" />;
}
