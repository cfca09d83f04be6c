import { Countdown } from '@funil/shared-ui/countdown';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { fetchCurrentLaunch } from '@funil/data-client/public/launches';
import { launchPhase, phaseBoundaries } from '@funil/data-client/public/launch-phase';
import { CurriculumAccordion } from '../components/curriculum-accordion';
import { CURRICULUM } from '../curriculum';
import { useLoad } from '@funil/shared-ui/load/use-load';
import {
  ACCESS_AND_GUARANTEE,
  cashSavingCents,
  formatCents,
  installmentTotalCents,
  INVESTMENT,
  OFFER_CART_STATES,
  OFFER_EXCLUSIVE_BONUSES,
  OFFER_HERO,
  OFFER_INCLUDED_BONUSES,
  STATED_TOTAL_CENTS,
  VALUE_ITEMS,
} from '../offer-content';
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
  const cart =
    phase === 'cart_open' ? OFFER_CART_STATES.open : phase === 'after_deadline' ? OFFER_CART_STATES.closed : null;
  const opensText = launch.status === 'success' && !cart ? launch.data.cartOpensText : null;

  const countdownCard = cart ? (
    <section className={styles.countdownCard} aria-labelledby="oferta-carrinho" data-phase={phase ?? undefined}>
      <h2 id="oferta-carrinho" className={styles.countdownTitle}>
        {cart.title}
      </h2>
      <p className={styles.muted}>{cart.text}</p>
      <CtaButton href={cart.href} size="lg">
        {cart.cta}
      </CtaButton>
    </section>
  ) : (
    <div className={styles.countdownCard} data-phase={phase ?? undefined}>
      <p className={styles.countdownTitle}>{OFFER_CART_STATES.beforeOpen.title}</p>
      {launch.status === 'success' ? (
        <Countdown target={launch.data.cartOpensAt} note={opensText ?? undefined} />
      ) : launch.status === 'loading' ? (
        <p role="status" className={`${styles.muted} ${styles.countdownPending}`}>
          Carregando...
        </p>
      ) : (
        <p role="alert" className={styles.muted}>
          Não foi possível carregar a contagem regressiva. Recarregue a página.
        </p>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <main>
        {/* 1. Hero */}
        <section className={styles.hero} aria-labelledby="oferta-titulo">
          <div className={`container ${styles.heroInner}`}>
            <div>
              <p className={styles.badge}>{OFFER_HERO.badge}</p>
              <h1 id="oferta-titulo" className={styles.title}>
                {OFFER_HERO.title}
              </h1>
              <p className={styles.lead}>{OFFER_HERO.lead}</p>
              {opensText ? (
                <p className={styles.opens}>
                  {OFFER_CART_STATES.beforeOpen.opensPrefix} {opensText}
                </p>
              ) : null}
              {cart ? <p className={styles.opens}>{cart.hero}</p> : null}
              {launch.status === 'loading' ? (
                <p className={`${styles.opens} ${styles.opensPending}`} aria-hidden="true" />
              ) : null}
            </div>
            {countdownCard}
          </div>
        </section>

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
        <section className={styles.section} aria-labelledby="oferta-bonus">
          <div className="container">
            <h2 id="oferta-bonus">Bônus incluídos</h2>
            <ul className={styles.grid3}>
              {OFFER_INCLUDED_BONUSES.map((bonus) => (
                <li key={bonus.title} className={styles.card}>
                  <h3>{bonus.title}</h3>
                  <p className={styles.muted}>{bonus.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* 4. Exclusive bonuses */}
        <section className={styles.section} aria-labelledby="oferta-exclusivos">
          <div className="container">
            <h2 id="oferta-exclusivos">Bônus exclusivos</h2>
            <ul className={styles.list}>
              {OFFER_EXCLUSIVE_BONUSES.map((bonus) => (
                <li key={bonus.title} className={styles.card}>
                  <p className={styles.limit}>{bonus.limit}</p>
                  <h3>{bonus.title}</h3>
                  <p className={styles.muted}>{bonus.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* 5. Access and guarantee */}
        <section className={styles.section} aria-labelledby="oferta-garantia">
          <div className="container">
            <h2 id="oferta-garantia">Acesso e garantia</h2>
            <ul className={styles.grid2}>
              {ACCESS_AND_GUARANTEE.map((item) => (
                <li key={item.title} className={styles.card}>
                  <h3>{item.title}</h3>
                  <p className={styles.muted}>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* 6. Total value */}
        <section className={styles.section} aria-labelledby="oferta-valor">
          <div className="container">
            <h2 id="oferta-valor">Tudo o que você recebe</h2>
            <table className={styles.valueTable}>
              <caption className="sr-only">Valor de cada item da oferta</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" data-numeric>
                    Valor
                  </th>
                </tr>
              </thead>
              <tbody>
                {VALUE_ITEMS.map((item) => (
                  <tr key={item.label}>
                    <th scope="row">{item.label}</th>
                    <td data-numeric>{formatCents(item.cents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Valor total</th>
                  <td data-numeric>{formatCents(STATED_TOTAL_CENTS)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </section>

        {/* 7. Investment */}
        <section className={`${styles.section} ${styles.highlight}`} aria-labelledby="oferta-investimento">
          <div className="container">
            <h2 id="oferta-investimento">Investimento</h2>
            <div className={styles.priceBox}>
              <p className={styles.muted}>
                De <s>{formatCents(STATED_TOTAL_CENTS)}</s> por
              </p>
              <p className={styles.installments}>
                {INVESTMENT.installments}x de {formatCents(INVESTMENT.installmentCents)}
              </p>
              <p className={styles.muted}>sem juros no cartão</p>
              <p className={styles.cash}>ou {formatCents(INVESTMENT.cashCents)} à vista</p>
              <ul className={styles.facts}>
                <li>Total parcelado: {formatCents(installmentTotalCents())}</li>
                <li>Economia de {formatCents(cashSavingCents())} pagando à vista</li>
                <li>
                  Você economiza {formatCents(INVESTMENT.statedSavingCents)} ({INVESTMENT.statedDiscountPercent}% de
                  desconto)
                </li>
              </ul>
            </div>
          </div>
        </section>

        {/* 8. Get ready (once the cart is open or closed: the way forward of that state) */}
        <section className={styles.section} aria-labelledby="oferta-prepare-se">
          <div className={`container ${styles.center}`}>
            <h2 id="oferta-prepare-se">{cart ? cart.closingTitle : 'Prepare-se para a abertura'}</h2>
            {cart ? (
              <>
                <p className={styles.lead}>{cart.closingText}</p>
                <CtaButton href={cart.href} size="lg">
                  {cart.cta}
                </CtaButton>
              </>
            ) : (
              <p className={styles.lead}>
                {opensText ? `O carrinho abre ${opensText}. ` : ''}
                As vagas com os bônus exclusivos são limitadas: a mentoria individual é só para os 5 primeiros
                compradores e a Jornada Node.js só para quem comprar no primeiro dia. Deixe seus dados de pagamento à
                mão e esteja aqui na abertura.
              </p>
            )}
          </div>
        </section>
      </main>
    </div>
  );
}
