import { ThankYouView } from '../components/thank-you-view';

/** /inscricao/obrigado-2 and /obrigado-2 (exposed as mfe_funnel/ThankYou2): beginners. */
export default function ThankYou2Page(_props: Record<string, unknown>) {
  return <ThankYouView track="iniciante" />;
}
