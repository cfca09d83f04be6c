import { CtaButton } from '@funil/shared-ui/cta-button';
import { ProgressBar } from '@funil/shared-ui/progress-bar';
import { SurveyWizard } from '../../shared/survey/components/survey-wizard';
import { SurveyAccessStatus } from '../../shared/survey/components/survey-access-status';
import { useSurveyAccess } from '../../shared/survey/hooks/use-survey-access';
import {
  buildCalendarUrl,
  classPageHref,
  formatClassDate,
  launchCalendarEvent,
  type Track,
} from '../../shared/survey/launch-info';
import { THANK_YOU_CONTENT } from '../thank-you-content';
import { launchPhase, phaseBoundaries } from '@funil/data-client/public/launch-phase';
import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { PAST_EVENT_NOTICE } from '../../shared/launch-phase-content';
import { WaitlistInvite } from '../../shared/waitlist-invite';
import styles from './thank-you-view.module.css';

const NEW_TAB = <span className="sr-only"> (abre em uma nova aba)</span>;

/**
 * The top of the page: the same for every visitor of the track, so the build-time pre-rendered markup paints it at
 * once (it is the page's largest text) while the `data` token is checked; the first name, once known, goes into
 * the small line above the title rather than the title, so the largest paint does not move.
 */
function ThankYouHeader({ track, firstName }: { track: Track; firstName?: string | null }) {
  const content = THANK_YOU_CONTENT[track];
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{firstName ? `${firstName}, sua inscrição foi recebida` : 'Inscrição recebida'}</p>
      <h1 className={styles.title}>Parabéns! Falta só um passo</h1>
      <ProgressBar value={90} label="Sua inscrição está 90% concluída" />
      <p className={styles.lead}>{content.intro}</p>
      <p className={styles.lead}>Para concluir, responda à pesquisa rápida e entre no {content.groupName}.</p>
    </header>
  );
}

/**
 * The thank-you page of a track (visitor-side.md §2): 90% progress, survey, group, calendar, three-day schedule. Once
 * the lead's launch has started, its date is not upcoming: no calendar button, the phase's notice in place of the
 * date and an invitation to the waiting list.
 */
export function ThankYouView({ track }: { track: Track }) {
  const state = useSurveyAccess();
  const dates = state.status === 'success' ? state.data.access.launch.dates : null;
  const now = useNowUntil(dates ? phaseBoundaries(dates) : null);
  const phase = dates ? launchPhase(dates, now) : null;
  if (state.status !== 'success') {
    return (
      <div className={styles.page}>
        <main className={styles.main}>
          <ThankYouHeader track={track} />
          <SurveyAccessStatus state={state} />
        </main>
      </div>
    );
  }
  const { access, token } = state.data;
  const content = THANK_YOU_CONTENT[track];
  const groupUrl = access.launch.groupLinks[track];
  const calendarUrl = buildCalendarUrl(launchCalendarEvent(access.launch, `${window.location.origin}/inscricao`));
  const { classes } = access.launch;
  // The launch's classes when entered (titles and dates from the database, topics of the track by position);
  // without classes, the track's fixed three days at 20h.
  const days =
    classes.length > 0
      ? classes.map((c, i) => ({
          href: classPageHref(c.id, access.attendanceToken),
          title: c.title,
          label: `Dia ${i + 1} · ${formatClassDate(c.start)}`,
          topics: content.schedule[i]?.topics ?? [],
        }))
      : content.schedule.map((day, i) => ({ ...day, href: null, label: `Dia ${i + 1} · aula ao vivo às 20h` }));
  const startLabel = classes[0] ? formatClassDate(classes[0].start) : access.launch.eventDateLabel;

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <ThankYouHeader track={track} firstName={access.firstName} />

        <section className={styles.card} aria-labelledby="obrigado-pesquisa">
          <h2 id="obrigado-pesquisa" className={styles.heading}>
            Pesquisa Rápida
          </h2>
          <SurveyWizard token={token} groupUrl={groupUrl} headingLevel={3} />
        </section>

        <section className={styles.card} aria-labelledby="obrigado-grupo">
          <h2 id="obrigado-grupo" className={styles.heading}>
            Por que entrar no grupo?
          </h2>
          <ul className={styles.reasons}>
            {content.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            {groupUrl && (
              <CtaButton href={groupUrl} target="_blank" size="lg">
                Entrar no grupo do WhatsApp{NEW_TAB}
              </CtaButton>
            )}
            {phase === 'before_event' && (
              <CtaButton href={calendarUrl} target="_blank" variant="secondary" size="lg">
                Adicionar à agenda{NEW_TAB}
              </CtaButton>
            )}
          </div>
        </section>

        {phase !== null && phase !== 'before_event' && <WaitlistInvite />}

        <section className={styles.card} aria-labelledby="obrigado-programacao">
          <h2 id="obrigado-programacao" className={styles.heading}>
            Programação das aulas
          </h2>
          <p className={styles.lead} data-phase={phase ?? undefined}>
            {phase === null || phase === 'before_event' ? `Início: ${startLabel}` : PAST_EVENT_NOTICE[phase]}
          </p>
          <ol className={styles.schedule}>
            {days.map((day) => {
              return (
                <li key={day.label} className={styles.day}>
                  <p className={styles.dayLabel}>{day.label}</p>
                  <h3 className={styles.dayTitle}>{day.title}</h3>
                  <ul className={styles.topics}>
                    {day.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                  {day.href && (
                    <p>
                      <a href={day.href}>
                        Página da aula<span className="sr-only">: {day.title}</span>
                      </a>
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      </main>
    </div>
  );
}
