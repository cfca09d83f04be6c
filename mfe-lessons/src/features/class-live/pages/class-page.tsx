import { buildCalendarUrl } from '@funil/shared-ui/calendar/calendar-url';
import { Countdown } from '@funil/shared-ui/countdown';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { useAfterFirstCommit } from '@funil/shared-ui/hydration/use-after-first-commit';
import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { LoadError } from '@funil/shared-ui/load-error';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  classEnd,
  classGroupUrl,
  classPageFirstRender,
  classStart,
  inOfferWindow,
  phaseMoments,
  type ClassPageSlots,
  type ClassPageVariant,
} from '@funil/data-client/public/class-phase';
import { CLASS_PAGE_TEXT } from '../class-page-text';
import { ClassPlayer } from '../components/class-player';
import { useClassPage, type ClassPageData } from '../hooks/use-class-page';
import { useClassToken } from '../hooks/use-class-token';
import styles from './class-page.module.css';

const NEW_TAB = <span className="sr-only"> (abre em uma nova aba)</span>;

function classIdOf(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Shell({ eyebrow, title, children }: { eyebrow: React.ReactNode; title: string; children?: React.ReactNode }) {
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

/** What only the live page renders, after its first commit: the countdown, the buttons, the offer. */
interface LiveParts {
  offer: boolean;
}

/**
 * The class page's screen. Its first render is `variant` and `slots` alone, so the edge pre-renders it for the class of
 * the link (the markup of each variant comes from this component with placeholders in the slots, see
 * class-page.prerender.tsx); what depends on more (the countdown's seconds, the calendar link's address, the offer's
 * window) is rendered after the first commit, below what the first render painted, so nothing moves. The player's
 * frame is in the first render; the player itself starts in its effect, as before.
 */
export function ClassScreen({
  variant,
  slots,
  data,
  token,
  onPosition,
  live,
}: {
  variant: ClassPageVariant;
  slots: ClassPageSlots;
  /** null in the pre-rendered variants (no class yet: their effects never run). */
  data: ClassPageData | null;
  token: string | null;
  onPosition?: (seconds: number) => void;
  live: LiveParts | null;
}) {
  const { phase } = variant;
  const aula = live ? data?.aula : undefined;
  const launch = live ? data?.launch : undefined;
  return (
    <Shell
      eyebrow={
        <>
          {slots.launchName} · Aula {slots.position}
        </>
      }
      title={slots.title}
    >
      <p className={styles.when} data-phase={phase}>
        {phase === 'live' ? (
          <span className={styles.live}>{CLASS_PAGE_TEXT.liveNow}</span>
        ) : (
          <>
            {CLASS_PAGE_TEXT.liveAt} {slots.classTime}
          </>
        )}
      </p>

      {phase === 'before' && (
        <section className={styles.card} aria-labelledby="aula-antes">
          <h2 id="aula-antes" className={styles.heading}>
            {CLASS_PAGE_TEXT.beforeHeading}
          </h2>
          <p className={styles.lead}>{CLASS_PAGE_TEXT.beforeLead}</p>
          {aula && launch && (
            <>
              <Countdown target={aula.startsAt} title={CLASS_PAGE_TEXT.countdownTitle} />
              <div className={styles.actions}>
                <CtaButton
                  href={buildCalendarUrl({
                    title: `${launch.name} — ${aula.title}`,
                    start: classStart(aula),
                    end: classEnd(aula),
                    details: CLASS_PAGE_TEXT.calendarDetails,
                    location: window.location.origin + window.location.pathname,
                  })}
                  target="_blank"
                  size="lg"
                >
                  {CLASS_PAGE_TEXT.addToCalendar}
                  {NEW_TAB}
                </CtaButton>
                {classGroupUrl(launch) && (
                  <CtaButton href={classGroupUrl(launch)!} target="_blank" variant="secondary" size="lg">
                    {CLASS_PAGE_TEXT.group}
                    {NEW_TAB}
                  </CtaButton>
                )}
              </div>
            </>
          )}
        </section>
      )}

      {(phase === 'live' || phase === 'replay') && (
        <section className={styles.watch} aria-label={phase === 'live' ? CLASS_PAGE_TEXT.liveNow : 'Replay'}>
          {variant.video ? (
            <ClassPlayer
              classId={data?.aula.id ?? 0}
              videoId={data?.aula.videoId ?? ''}
              token={token}
              title={slots.title}
              {...(onPosition ? { onPosition } : {})}
            />
          ) : (
            <p className={styles.lead}>{CLASS_PAGE_TEXT.noVideo}</p>
          )}
          {phase === 'replay' && (
            <p className={styles.lead}>
              {CLASS_PAGE_TEXT.replayUntil} {slots.replayUntilTime}.
            </p>
          )}
          {variant.group && (
            <p className={styles.lead}>
              {CLASS_PAGE_TEXT.groupLead}{' '}
              <a href={slots.groupUrl} target="_blank" rel="noreferrer">
                {CLASS_PAGE_TEXT.group}
                {NEW_TAB}
              </a>
            </p>
          )}
          {live?.offer && (
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

function ClassView({ data, token }: { data: ClassPageData; token: string | null }) {
  const { aula, launch } = data;
  const now = useNowUntil(phaseMoments(aula, launch.registrationDeadline));
  const [position, setPosition] = useState(0);
  const committed = useAfterFirstCommit();
  const { variant, slots } = classPageFirstRender(aula, launch, now);
  const offer = inOfferWindow(aula, variant.phase, now, position);
  return (
    <ClassScreen
      variant={variant}
      slots={slots}
      data={data}
      token={token}
      onPosition={setPosition}
      live={committed ? { offer } : null}
    />
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
