import styles from '../../shared/lead-form.module.css';

/** The form's message (the design system's Notice, danger tone, as lead-form.module.css wears it). */
export function RegistrationAlert({ id, message }: { id: string; message: string }) {
  return (
    <div id={id} className={styles.error} data-tone="danger" role="alert">
      <span className={styles.errorIcon} aria-hidden="true" />
      <div className={styles.errorBody}>{message}</div>
    </div>
  );
}
