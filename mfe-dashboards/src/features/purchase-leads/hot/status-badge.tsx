import { statusInfo, type StatusTone } from '../../shared/lead-status';
import styles from './status.module.css';

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  blue: styles.blue,
  yellow: styles.yellow,
  orange: styles.orange,
  purple: styles.purple,
  green: styles.green,
  red: styles.red,
  grey: styles.grey,
};

/** A coloured dot (decorative) next to the status label; unknown values are grey 'Novo'. */
export function StatusDot({ status }: { status: string | null }) {
  const info = statusInfo(status);
  return <span className={`${styles.dot} ${TONE_CLASS[info.tone] ?? ''}`} aria-hidden="true" title={info.label} />;
}
