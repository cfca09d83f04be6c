import { Countdown } from '@funil/shared-ui/src/countdown/countdown';
import type { LessonsLaunchSettings } from '../../launch-settings/launch-settings';
import { COUNTDOWN_NOTE, COUNTDOWN_TITLE, countdownTarget, type CountdownPage } from '../countdown-targets';
import styles from './closing-countdown.module.css';

/** 'Tempo Restante para o Encerramento' with Dias/Horas/Minutos/Segundos (shared-ui Countdown) and the closing note. */
export function ClosingCountdown({ page, settings }: { page: CountdownPage; settings: LessonsLaunchSettings }) {
  return (
    <div className={styles.block}>
      <Countdown target={countdownTarget(page, settings)} title={COUNTDOWN_TITLE} note={COUNTDOWN_NOTE} />
    </div>
  );
}
