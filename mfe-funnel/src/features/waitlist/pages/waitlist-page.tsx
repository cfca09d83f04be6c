import { Button } from '@funil/shared-ui/button';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { WaitlistForm } from '../components/waitlist-form';
import { WaitlistSuccess } from '../components/waitlist-success';
import { useWaitlistForm } from '../hooks/use-waitlist-form';
import { ADVANTAGE_CARDS, LIST_ADVANTAGES, WAITLIST_DISCOUNT, WHY_REASONS } from '../waitlist-content';
import styles from './waitlist-page.module.css';

function scrollToTop() {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

/** The offer's button: back to the form, with the name field focused. */
function goToForm() {
  scrollToTop();
  document.getElementById('lista-espera-nome')?.focus({ preventScroll: true });
}

/** /lista-espera (exposed as mfe_funnel/Waitlist): visitor-side.md §2 'Waiting-list page'. */
export default function WaitlistPage(_props: Record<string, unknown>) {
  const form = useWaitlistForm();

  return (
    <div className={styles.page}>
      <main>
        <section className={styles.hero} aria-labelledby="lista-espera-titulo">
          <div className={styles.heroInner}>
            <div className={styles.heroText}>
              <p className={styles.badge}>{WAITLIST_DISCOUNT} de desconto para quem está na lista</p>
              <h1 id="lista-espera-titulo" className={styles.title}>
                Ative o lembrete para a próxima turma
              </h1>
              <p className={styles.lead}>
                As vagas da formação Java abrem por pouco tempo. Entre na lista de espera, seja avisado(a) 24 horas
                antes de todo mundo e garanta {WAITLIST_DISCOUNT} de desconto.
              </p>
            </div>
            {form.status === 'success' ? <WaitlistSuccess /> : <WaitlistForm form={form} />}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="lista-espera-por-que">
          <div className={styles.inner}>
            <h2 id="lista-espera-por-que" className={styles.sectionTitle}>
              Por que entrar na lista de espera?
            </h2>
            <ul className={styles.reasons}>
              {WHY_REASONS.map((reason) => (
                <li key={reason.title} className={styles.card}>
                  <h3>{reason.title}</h3>
                  <p>{reason.text}</p>
                </li>
              ))}
            </ul>
            <h3 className={styles.subTitle}>As 8 vantagens de estar na lista</h3>
            <ul className={styles.advantageList}>
              {LIST_ADVANTAGES.map((advantage) => (
                <li key={advantage}>
                  <span aria-hidden="true" className={styles.check}>
                    ✓
                  </span>
                  {advantage}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="lista-espera-vantagens">
          <div className={styles.inner}>
            <h2 id="lista-espera-vantagens" className={styles.sectionTitle}>
              Vantagens exclusivas
            </h2>
            <ul className={styles.cards}>
              {ADVANTAGE_CARDS.map((card) => (
                <li key={card.title} className={styles.card}>
                  {/* Inline SVG: no emoji font needed. */}
                  <svg
                    className={styles.cardIcon}
                    viewBox="0 0 24 24"
                    width="28"
                    height="28"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
                    <path
                      d="M7.5 12.5l3 3 6-6.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="lista-espera-oferta">
          <div className={`${styles.inner} ${styles.offer}`}>
            <h2 id="lista-espera-oferta" className={styles.sectionTitle}>
              Oferta especial para a lista de espera
            </h2>
            <p>
              Com {WAITLIST_DISCOUNT} de desconto, você economiza mais de R$ 100 na sua inscrição. O desconto vale só
              para quem ativar o lembrete antes da abertura das vagas.
            </p>
            <CtaButton variant="primary" size="lg" onClick={goToForm}>
              Quero garantir meu desconto
            </CtaButton>
          </div>
        </section>
        <div className={styles.toTopRow}>
          <Button variant="secondary" onClick={scrollToTop}>
            <span aria-hidden="true">↑</span> Voltar ao topo
          </Button>
        </div>
      </main>
    </div>
  );
}
