import { CAREER_SALARIES, LANGUAGE_SALARIES, SALARY_SURVEY } from '../sales-content';
import { SalaryBars } from './salary-bars';
import styles from '../pages/launch-landing-page.module.css';

/** The salary survey: Java salaries by level and by language. */
export function SalarySection() {
  return (
    <section className={styles.section} aria-labelledby="venda-salarios">
      <div className="container">
        <h2 id="venda-salarios">{SALARY_SURVEY.title}</h2>
        <p className={styles.text}>{SALARY_SURVEY.source}</p>
        <div className={styles.charts}>
          <SalaryBars
            bars={CAREER_SALARIES}
            caption="Salário médio mensal de quem trabalha com Java, por nível"
            highlight="Especialista"
          />
          <SalaryBars bars={LANGUAGE_SALARIES} caption="Salário médio mensal por linguagem" highlight="Java" />
        </div>
      </div>
    </section>
  );
}
