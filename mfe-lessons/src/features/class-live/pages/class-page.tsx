import { buildCalendarUrl } from '@funil/shared-ui/calendar/calendar-url';
import { Countdown } from '@funil/shared-ui/countdown';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { LoadError } from '@funil/shared-ui/load-error';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  classEnd,
  classPhase,
  classStart,
  inOfferWindow,
  phaseMoments,
  replayEnd,
  type ClassPhase,
} from '../class-phase';
import { CLASS_PAGE_TEXT, formatClassTime } from '../class-page-text';
import { ClassPlayer } from '../components/class-player';
import { useClassPage, type ClassPageData } from '../hooks/use-class-page';
import { useClassToken } from '../hooks/use-class-token';
import styles from './class-page.module.css';

const NEW_TAB = <span className="sr-only"> (abre em uma nova aba)</span>;

function classIdOf(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Shell({ eyebrow, title, children }: { eyebrow: string; title: string; children?: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}

function ClassView({ data, token }: { data: ClassPageData; token: string | null }) {
  const { aula, launch } = data;
  const now = useNowUntil(phaseMoments(aula, launch.registrationDeadline));
  const phase: ClassPhase = classPhase(aula, launch.registrationDeadline, now);
  const [position, setPosition] = useState(0);
  const groupUrl = launch.lessonsGroupChatLink?.startsWith('https://') ? launch.lessonsGroupChatLink : null;
  const eyebrow = `${launch.name} · Aula ${aula.position}`;
  const offer = inOfferWindow(aula, phase, now, position);
  const replayUntil = replayEnd(aula, launch.registrationDeadline);

  return (
    <Shell eyebrow={eyebrow} title={aula.title}>
      <p className={styles.when} data-phase={phase}>
        {phase === 'live' ? (
          <span className={styles.live}>{CLASS_PAGE_TEXT.liveNow}</span>
        ) : (
          `${CLASS_PAGE_TEXT.liveAt} ${formatClassTime(classStart(aula))}`
        )}
      </p>

      {phase === 'before' && (
        <section className={styles.card} aria-labelledby="aula-antes">
          <h2 id="aula-antes" className={styles.heading}>
            {CLASS_PAGE_TEXT.beforeHeading}
          </h2>
          <Countdown target={aula.startsAt} title={CLASS_PAGE_TEXT.countdownTitle} />
          <p className={styles.lead}>{CLASS_PAGE_TEXT.beforeLead}</p>
          <div className={styles.actions}>
            <CtaButton
              href={buildCalendarUrl({
                title: `${launch.name} — ${aula.title}`,
                start: classStart(aula),
                end: classEnd(aula),
                details: CLASS_PAGE_TEXT.calendarDetails,
                location: typeof window === 'undefined' ? '' : window.location.origin + window.location.pathname,
              })}
              target="_blank"
              size="lg"
            >
              {CLASS_PAGE_TEXT.addToCalendar}
              {NEW_TAB}
            </CtaButton>
            {groupUrl && (
              <CtaButton href={groupUrl} target="_blank" variant="secondary" size="lg">
                {CLASS_PAGE_TEXT.group}
                {NEW_TAB}
              </CtaButton>
            )}
          </div>
        </section>
      )}

      {(phase === 'live' || phase === 'replay') && (
        <section className={styles.watch} aria-label={phase === 'live' ? CLASS_PAGE_TEXT.liveNow : 'Replay'}>
          {aula.videoId ? (
            <ClassPlayer
              classId={aula.id}
              videoId={aula.videoId}
              token={token}
              title={aula.title}
              onPosition={setPosition}
            />
          ) : (
            <p className={styles.lead}>{CLASS_PAGE_TEXT.noVideo}</p>
          )}
          {phase === 'replay' && replayUntil && (
            <p className={styles.lead}>
              {CLASS_PAGE_TEXT.replayUntil} {formatClassTime(replayUntil)}.
            </p>
          )}
          {offer && (
            <aside className={styles.offer} aria-labelledby="aula-oferta">
              <h2 id="aula-oferta" className={styles.heading}>
                {CLASS_PAGE_TEXT.offerHeading}
              </h2>
              <p className={styles.lead}>{CLASS_PAGE_TEXT.offerLead}</p>
              <CtaButton href="/oferta" size="lg">
                {CLASS_PAGE_TEXT.offerCta}
              </CtaButton>
            </aside>
          )}
          {groupUrl && (
            <p className={styles.lead}>
              {CLASS_PAGE_TEXT.groupLead}{' '}
              <a href={groupUrl} target="_blank" rel="noreferrer">
                {CLASS_PAGE_TEXT.group}
                {NEW_TAB}
              </a>
            </p>
          )}
        </section>
      )}

      {phase === 'closed' && (
        <section className={styles.card} aria-labelledby="aula-encerrada">
          <h2 id="aula-encerrada" className={styles.heading}>
            {CLASS_PAGE_TEXT.closedHeading}
          </h2>
          <p className={styles.lead}>{CLASS_PAGE_TEXT.closedLead}</p>
          <CtaButton href="/aulas" variant="secondary" size="lg">
            {CLASS_PAGE_TEXT.closedCta}
          </CtaButton>
        </section>
      )}
    </Shell>
  );
}

/**
 * /aula?aula={class id}[#t={attendance token}] (exposed as mfe_lessons/ClassLive): one live class of a launch, in every
 * phase: before it (countdown, calendar), during it (the live, the community group, the offer in its window), after it
 * (the replay while open), then "Replay encerrado". With the lead's token the minutes watched count for the lead.
 */
export default function ClassPage(_props: Record<string, unknown>) {
  const [search] = useSearchParams();
  const classId = classIdOf(search.get('aula'));
  const token = useClassToken(classId);
  const state = useClassPage(classId);

  if (state.status === 'loading')
    return (
      <Shell eyebrow="Semana Java" title={CLASS_PAGE_TEXT.loadingTitle}>
        <p className={styles.lead} role="status">
          {CLASS_PAGE_TEXT.loading}
        </p>
      </Shell>
    );
  if (state.status === 'error')
    return (
      <Shell eyebrow="Semana Java" title={CLASS_PAGE_TEXT.loadingTitle}>
        <LoadError message={CLASS_PAGE_TEXT.loadError} onRetry={state.retry} />
      </Shell>
    );
  if (!state.data)
    return (
      <Shell eyebrow="Semana Java" title={CLASS_PAGE_TEXT.notFoundTitle}>
        <p className={styles.lead}>{CLASS_PAGE_TEXT.notFoundLead}</p>
        <CtaButton href="/inscricao" size="lg">
          {CLASS_PAGE_TEXT.notFoundCta}
        </CtaButton>
      </Shell>
    );
  return <ClassView data={state.data} token={token} />;
}
