import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Accordion } from '@funil/shared-ui/accordion';
import { AnimatedCounter } from '@funil/shared-ui/animated-counter';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { readUtm } from '@funil/data-client/tracking/utm-store';
import { SalaryBars } from '../components/salary-bars';
import {
  BUY_LABEL,
  CAREER_SALARIES,
  COUNTERS,
  CTA_LABEL,
  EXCLUSIVE_BONUSES,
  FAQ,
  GUARANTEE,
  HERO,
  INCLUDED_BONUSES,
  INSTRUCTOR,
  JOURNEY,
  LANGUAGE_SALARIES,
  PRICE,
  PROMISE,
  SALARY_SURVEY,
  TESTIMONIALS,
} from '../sales-content';
import { parseSalesQuery } from '../sales-query';
import styles from './launch-landing-page.module.css';

// The modal (form, country picker, validation, data calls) is downloaded only when the visitor asks for it.
const loadModal = () => import('../purchase/components/purchase-modal');
const PurchaseModal = lazy(loadModal);

const PRICE_BOX_ID = 'preco-do-curso';

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
        <section className={styles.hero} aria-labelledby="venda-titulo">
          <div className="container">
            <p className={styles.eyebrow}>{HERO.eyebrow}</p>
            <h1 id="venda-titulo" className={styles.title}>
              {HERO.title}
            </h1>
            <p className={styles.lead}>{HERO.lead}</p>
            <div className={styles.actions}>{scrollCta}</div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-instrutor">
          <div className={`container ${styles.split}`}>
            <div>
              <h2 id="venda-instrutor">{INSTRUCTOR.title}</h2>
              {INSTRUCTOR.paragraphs.map((text) => (
                <p key={text} className={styles.text}>
                  {text}
                </p>
              ))}
            </div>
            <ul className={styles.counters} aria-label="Resultados dos alunos">
              {COUNTERS.map((counter) => (
                <li key={counter.id} className={styles.counter}>
                  <span className={styles.counterValue}>
                    <AnimatedCounter
                      target={counter.target}
                      step={counter.step}
                      intervalMs={16}
                      decimals={counter.decimals}
                      prefix={counter.prefix}
                      suffix={counter.suffix}
                    />
                  </span>
                  <span className={styles.counterLabel}>{counter.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-salarios">
          <div className="container">
            <h2 id="venda-salarios">{SALARY_SURVEY.title}</h2>
            <p className={styles.text}>{SALARY_SURVEY.source}</p>
            <div className={styles.charts}>
              <SalaryBars
                bars={CAREER_SALARIES}
                caption="Salário médio mensal de quem trabalha com Java, por nível"
                highlight="Especialista"
              />
              <SalaryBars bars={LANGUAGE_SALARIES} caption="Salário médio mensal por linguagem" highlight="Java" />
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-jornada">
          <div className="container">
            <h2 id="venda-jornada">A jornada em 13 passos</h2>
            <ol className={styles.journey}>
              {JOURNEY.map((step, index) => (
                <li key={step.title} className={styles.card}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{step.title}</h3>
                  <p className={styles.text}>{step.text}</p>
                </li>
              ))}
            </ol>
            <div className={styles.actions}>{scrollCta}</div>
          </div>
        </section>

        <section className={`${styles.section} ${styles.highlight}`} aria-labelledby="venda-promessa">
          <div className="container">
            <h2 id="venda-promessa">{PROMISE.title}</h2>
            <p className={styles.lead}>{PROMISE.text}</p>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-bonus">
          <div className="container">
            <h2 id="venda-bonus">3 bônus incluídos</h2>
            <ul className={styles.grid3}>
              {INCLUDED_BONUSES.map((bonus) => (
                <li key={bonus.title} className={styles.card}>
                  <h3>{bonus.title}</h3>
                  <p className={styles.text}>{bonus.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-exclusivos">
          <div className="container">
            <h2 id="venda-exclusivos">4 bônus exclusivos e limitados</h2>
            <ul className={styles.grid2}>
              {EXCLUSIVE_BONUSES.map((bonus) => (
                <li key={bonus.title} className={styles.card}>
                  <p className={styles.badge}>{bonus.limit}</p>
                  <h3>{bonus.title}</h3>
                  <p className={styles.text}>{bonus.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-preco">
          <div className="container">
            <div id={PRICE_BOX_ID} className={styles.priceBox} tabIndex={-1}>
              <h2 id="venda-preco">Invista na sua nova carreira</h2>
              <p className={styles.priceFull}>
                De <s>{PRICE.full}</s> por apenas
              </p>
              <p className={styles.priceInstallments}>{PRICE.installments}</p>
              <p className={styles.priceCash}>{PRICE.cash}</p>
              {buyCta}
              <p className={styles.small}>Acesso vitalício · 7 dias de garantia · Pagamento seguro</p>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-depoimentos">
          <div className="container">
            <h2 id="venda-depoimentos">Quem já fez, aprova</h2>
            <ul className={styles.grid3}>
              {TESTIMONIALS.map((item) => (
                <li key={item.name} className={styles.card}>
                  <figure className={styles.quote}>
                    <blockquote>
                      <p>“{item.text}”</p>
                    </blockquote>
                    <figcaption>
                      <strong>{item.name}</strong>
                      <span className={styles.small}>{item.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="venda-faq">
          <div className="container">
            <h2 id="venda-faq">Perguntas frequentes</h2>
            <Accordion
              items={FAQ.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
            />
          </div>
        </section>

        <section className={`${styles.section} ${styles.highlight}`} aria-labelledby="venda-garantia">
          <div className="container">
            <p className={styles.seal} aria-hidden="true">
              7 dias
            </p>
            <h2 id="venda-garantia">{GUARANTEE.title}</h2>
            <p className={styles.lead}>{GUARANTEE.text}</p>
            <div className={styles.actions}>{buyCta}</div>
          </div>
        </section>
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
