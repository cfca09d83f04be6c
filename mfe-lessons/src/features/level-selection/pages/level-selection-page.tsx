import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isAdsTraffic, levelPageHref, REGISTRATION_PATH } from '../../shared/level-query';
import styles from './level-selection-page.module.css';

const LEVELS = [
  {
    level: 'beginner',
    name: 'Iniciante',
    text: 'Nunca programei ou estou começando agora. Quero aprender Java do zero, passo a passo.',
    icon: 'M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z',
  },
  {
    level: 'intermediate',
    name: 'Intermediário',
    text: 'Já programo e quero dominar Java e o back-end para conquistar vagas melhores.',
    icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  },
] as const;

/** /aulas/escolher-nivel (exposed as mfe_lessons/LevelSelection): only for ads=true traffic, else /inscricao. */
export default function LevelSelectionPage(_props: Record<string, unknown>) {
  const [search] = useSearchParams();
  if (!isAdsTraffic(search)) return <Navigate to={REGISTRATION_PATH} replace />;
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <p className={styles.event}>Semana Java</p>
        <h1 className={styles.title}>Escolha o seu nível</h1>
        <p className={styles.lead}>Selecione as aulas gratuitas que combinam com o seu momento na programação.</p>
        <ul className={styles.cards}>
          {LEVELS.map(({ level, name, text, icon }) => (
            <li key={level}>
              <Link className={styles.card} to={levelPageHref(level, search)}>
                <span className={styles.icon} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
                    <path
                      d={icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
                <span className={styles.name}>{name}</span>
                <span className={styles.text}>{text}</span>
                <span className={styles.go} aria-hidden="true">
                  Ver aulas →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
