import { Countdown } from '@funil/shared-ui/countdown';
import { CtaButton } from '@funil/shared-ui/cta-button';
import { useNowUntil } from '@funil/shared-ui/hydration/use-now-until';
import { launchPhase, phaseBoundaries } from '@funil/data-client/public/launch-phase';
import type { LessonsLaunchSettings } from '../../launch-settings/launch-settings';
import {
  COUNTDOWN_CLOSED_TITLE,
  COUNTDOWN_NOTE,
  COUNTDOWN_TITLE,
  countdownTarget,
  nextStepAfterLessons,
  type CountdownPage,
} from '../countdown-targets';
import styles from './closing-countdown.module.css';

/**
 * 'Tempo Restante para o Encerramento' with Dias/Horas/Minutos/Segundos (shared-ui Countdown) and the closing note;
 * at zero it is replaced by the closing message and a link to the next step (by the launch's phase). Nothing without
 * a target (the launch could not be read).
 */
export function ClosingCountdown({ page, settings }: { page: CountdownPage; settings: LessonsLaunchSettings }) {
  const target = countdownTarget(page, settings);
  const targetMs = target ? Date.parse(target) : Number.NaN;
  const now = useNowUntil(
    Number.isNaN(targetMs) ? null : [targetMs, ...(settings.dates ? phaseBoundaries(settings.dates) : [])],
  );
  if (!target || Number.isNaN(targetMs)) return null;
  if (now.getTime() >= targetMs) {
    const next = nextStepAfterLessons(settings.dates ? launchPhase(settings.dates, now) : null);
    return (
      <section
        className={`${styles.block} ${styles.closed}`}
        aria-labelledby="aulas-encerradas"
        data-countdown="closed"
      >
        <h2 id="aulas-encerradas" className={styles.closedTitle}>
          {COUNTDOWN_CLOSED_TITLE}
        </h2>
        <p className={styles.closedText}>{next.text}</p>
        <CtaButton href={next.href} size="lg">
          {next.label}
        </CtaButton>
      </section>
    );
  }
  return (
    <div className={styles.block}>
      <Countdown target={target} title={COUNTDOWN_TITLE} note={COUNTDOWN_NOTE} />
    </div>
  );
}
