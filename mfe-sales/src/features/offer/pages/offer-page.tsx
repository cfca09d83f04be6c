import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { fetchCurrentLaunch } from '@funil/data-client/public/launches';
import { launchPhase, phaseBoundaries } from '@funil/data-client/public/launch-phase';
import { useLoad } from '@funil/shared-ui/load/use-load';
import { offerCart } from '../cart-state';
import { CurriculumAccordion } from '../components/curriculum-accordion';
import { GetReadySection } from '../components/get-ready-section';
import { InvestmentSection } from '../components/investment-section';
import { AccessGuaranteeSection } from '../components/access-guarantee-section';
import { ExclusiveBonusesSection } from '../components/exclusive-bonuses-section';
import { IncludedBonusesSection } from '../components/included-bonuses-section';
import { OfferHero } from '../components/offer-hero';
import { ValueTableSection } from '../components/value-table-section';
import { CURRICULUM } from '../curriculum';
import styles from './offer-page.module.css';

/**
 * /oferta (exposed as mfe_sales/Offer): the offer, in the eight sections of the spec, with the cart's state from the
 * current launch's phase: the countdown before the cart opens, the way to the sales page while it is open, the waiting
 * list after the deadline. The launch loads in the browser: the pre-rendered markup is the loading state.
 */
export default function OfferPage(_props: Record<string, unknown>) {
  const launch = useLoad(fetchCurrentLaunch, { errorLog: 'Erro ao carregar o lançamento atual' });
  const now = useNowUntil(launch.status === 'success' ? phaseBoundaries(launch.data) : null);
  const phase = launch.status === 'success' ? launchPhase(launch.data, now) : null;
  const cart = offerCart(phase);
  const opensText = launch.status === 'success' && !cart ? launch.data.cartOpensText : null;

  return (
    <div className={styles.page}>
      <main>
        {/* 1. Hero */}
        <OfferHero launch={launch} phase={phase} cart={cart} opensText={opensText} />

        {/* 2. Course content */}
        <section className={styles.section} aria-labelledby="oferta-conteudo">
          <div className="container">
            <h2 id="oferta-conteudo">Conteúdo do curso</h2>
            <p className={styles.muted}>
              14 módulos em 5 seções. Clique em um módulo para ver o que você vai aprender.
            </p>
            <CurriculumAccordion groups={CURRICULUM} />
          </div>
        </section>

        {/* 3. Included bonuses */}
        <IncludedBonusesSection />

        {/* 4. Exclusive bonuses */}
        <ExclusiveBonusesSection />

        {/* 5. Access and guarantee */}
        <AccessGuaranteeSection />

        {/* 6. Total value */}
        <ValueTableSection />

        {/* 7. Investment */}
        <InvestmentSection />

        {/* 8. Get ready (once the cart is open or closed: the way forward of that state) */}
        <GetReadySection cart={cart} opensText={opensText} />
      </main>
    </div>
  );
}
