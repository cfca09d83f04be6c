import styles from './completion-toggle.module.css';

export interface CompletionToggleProps {
  lessonTitle: string;
  completed: boolean;
  /** Locked lessons: the toggle is shown but cannot be used. */
  disabled: boolean;
  onToggle: () => void;
}

/** Completed / not completed: a checkbox shown as 'Concluída', named 'Concluída: <lesson title>'. */
export function CompletionToggle({ lessonTitle, completed, disabled, onToggle }: CompletionToggleProps) {
  return (
    <label
      className={[styles.toggle, completed ? styles.on : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ')}
    >
      <input
        type="checkbox"
        className={styles.input}
        checked={completed}
        disabled={disabled}
        aria-label={`Concluída: ${lessonTitle}`}
        onChange={onToggle}
      />
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 16 16" width="12" height="12" focusable="false">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span aria-hidden="true">Concluída</span>
    </label>
  );
}
