import { CtaButton } from '@funil/shared-ui/cta-button';
import { COURSES, COURSES_URL, INSTRUCTOR_PROFILE, STUDENTS_NOTE, SUBSCRIBE_URL } from '../instructor-content';
import styles from './instructor-page.module.css';

/** /instrutor (exposed as mfe_funnel/Instructor): instructor profile and courses. */
export default function InstructorPage(_props: Record<string, unknown>) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.profile} aria-labelledby="instrutor-nome">
          <div className={styles.avatar} role="img" aria-label={`Foto de ${INSTRUCTOR_PROFILE.name}`}>
            <span aria-hidden="true">SJ</span>
          </div>
          <div className={styles.profileText}>
            <h1 id="instrutor-nome" className={styles.name}>
              {INSTRUCTOR_PROFILE.name}
            </h1>
            <p className={styles.handle}>{INSTRUCTOR_PROFILE.handle}</p>
            <p className={styles.role}>{INSTRUCTOR_PROFILE.role}</p>
            <ul className={styles.stats} aria-label="Números do canal">
              {INSTRUCTOR_PROFILE.stats.map((stat) => (
                <li key={stat.label}>
                  <strong>{stat.value}</strong> {stat.label}
                </li>
              ))}
            </ul>
            <p className={styles.bio}>{INSTRUCTOR_PROFILE.bio}</p>
            <CtaButton variant="primary" href={SUBSCRIBE_URL} target="_blank">
              Inscrever-se no canal
            </CtaButton>
          </div>
        </section>

        <section className={styles.courses} aria-labelledby="instrutor-cursos">
          <h2 id="instrutor-cursos" className={styles.sectionTitle}>
            Cursos
          </h2>
          <ul className={styles.grid}>
            {COURSES.map((course) => (
              <li key={course.id} className={styles.card}>
                <article aria-labelledby={`curso-${course.id}`}>
                  <h3 id={`curso-${course.id}`}>{course.title}</h3>
                  <p className={styles.meta}>
                    <span>{course.students} alunos</span>
                    <span>
                      <span aria-hidden="true">★ {course.rating}</span>
                      <span className="sr-only">Avaliação {course.rating} de 5</span>
                    </span>
                  </p>
                  <p>{course.description}</p>
                  <ul className={styles.topics}>
                    {course.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
          <div className={styles.cta}>
            <CtaButton variant="primary" size="lg" href={COURSES_URL} target="_blank">
              Acessar Cursos
            </CtaButton>
            <p className={styles.note}>{STUDENTS_NOTE}</p>
          </div>
        </section>
      </main>
    </div>
  );
}
