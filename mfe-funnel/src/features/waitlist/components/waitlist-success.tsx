import { useEffect, useRef } from 'react';
import { NEXT_STEPS, SUCCESS_TITLE } from '../waitlist-content';
import styles from './waitlist-success.module.css';

/** Shown in place of the form once the reminder is on: what happens next. */
export function WaitlistSuccess() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.success} aria-labelledby="lista-espera-sucesso" role="status">
      <div className={styles.icon} aria-hidden="true">
        ✓
      </div>
      <h2 id="lista-espera-sucesso" ref={headingRef} tabIndex={-1} className={styles.title}>
        {SUCCESS_TITLE}
      </h2>
      <p className={styles.lead}>Você está na lista de espera da próxima turma. Veja o que acontece agora:</p>
      <ol className={styles.steps}>
        {NEXT_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
