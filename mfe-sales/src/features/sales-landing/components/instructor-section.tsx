import { AnimatedCounter } from '@funil/shared-ui/animated-counter';
import { COUNTERS, INSTRUCTOR } from '../sales-content';
import styles from '../pages/launch-landing-page.module.css';

/** The instructor beside the students' results, counted up. */
export function InstructorSection() {
  return (
    <section className={styles.section} aria-labelledby="venda-instrutor">
      <div className={`container ${styles.split}`}>
        <div>
          <h2 id="venda-instrutor">{INSTRUCTOR.title}</h2>
          {INSTRUCTOR.paragraphs.map((text) => (
            <p key={text} className={styles.text}>
              {text}
            </p>
          ))}
        </div>
        <ul className={styles.counters} aria-label="Resultados dos alunos">
          {COUNTERS.map((counter) => (
            <li key={counter.id} className={styles.counter}>
              <span className={styles.counterValue}>
                <AnimatedCounter
                  target={counter.target}
                  step={counter.step}
                  intervalMs={16}
                  decimals={counter.decimals}
                  prefix={counter.prefix}
                  suffix={counter.suffix}
                />
              </span>
              <span className={styles.counterLabel}>{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
