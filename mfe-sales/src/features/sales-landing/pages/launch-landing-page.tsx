import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Accordion } from '@funil/shared-ui/accordion';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { readUtm } from '@funil/data-client/tracking/utm-store';
import { ExclusiveBonusesSection } from '../components/exclusive-bonuses-section';
import { GuaranteeSection } from '../components/guarantee-section';
import { IncludedBonusesSection } from '../components/included-bonuses-section';
import { InstructorSection } from '../components/instructor-section';
import { JourneySection } from '../components/journey-section';
import { PRICE_BOX_ID, PriceSection } from '../components/price-section';
import { SalarySection } from '../components/salary-section';
import { SalesHero } from '../components/sales-hero';
import { TestimonialsSection } from '../components/testimonials-section';
import { BUY_LABEL, CTA_LABEL, FAQ, PROMISE } from '../sales-content';
import { parseSalesQuery } from '../sales-query';
import styles from './launch-landing-page.module.css';

// The modal (form, country picker, validation, data calls) is downloaded only when the visitor asks for it.
const loadModal = () => import('../purchase/components/purchase-modal');
const PurchaseModal = lazy(loadModal);

/** /launch (exposed as mfe_sales/LaunchLanding): the sales page of the paid course with the purchase modal. */
export default function LaunchLandingPage(_props: Record<string, unknown>) {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const query = useMemo(() => parseSalesQuery(search, readUtm), [search]);
  const [modalLoaded, setModalLoaded] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  const prefetchModal = () => void loadModal().catch(() => undefined);
  const openModal = () => {
    setModalLoaded(true);
    setModalOpen(true);
  };
  const scrollToPrice = () => {
    const box = document.getElementById(PRICE_BOX_ID);
    if (!box) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    box.focus({ preventScroll: true });
  };

  const scrollCta = (
    <CtaButton size="lg" onClick={scrollToPrice}>
      {CTA_LABEL}
    </CtaButton>
  );
  const buyCta = (
    <span onPointerEnter={prefetchModal} onFocus={prefetchModal}>
      <CtaButton size="lg" onClick={openModal}>
        {BUY_LABEL}
      </CtaButton>
    </span>
  );

  return (
    <div className={styles.page}>
      <main>
        <SalesHero cta={scrollCta} />
        <InstructorSection />
        <SalarySection />
        <JourneySection cta={scrollCta} />

        <section className={`${styles.section} ${styles.highlight}`} aria-labelledby="venda-promessa">
          <div className="container">
            <h2 id="venda-promessa">{PROMISE.title}</h2>
            <p className={styles.lead}>{PROMISE.text}</p>
          </div>
        </section>

        <IncludedBonusesSection />
        <ExclusiveBonusesSection />
        <PriceSection cta={buyCta} />
        <TestimonialsSection />

        <section className={styles.section} aria-labelledby="venda-faq">
          <div className="container">
            <h2 id="venda-faq">Perguntas frequentes</h2>
            <Accordion
              items={FAQ.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
            />
          </div>
        </section>

        <GuaranteeSection cta={buyCta} />
      </main>

      {modalLoaded ? (
        <Suspense fallback={null}>
          <PurchaseModal
            open={modalOpen}
            onClose={() => setModalOpen(false)}
            offer={query.offer}
            utm={query.utm}
            prefill={query.prefill}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
