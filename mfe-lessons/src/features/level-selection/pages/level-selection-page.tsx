import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isAdsTraffic, levelPageHref, REGISTRATION_PATH } from '../level-query';
import styles from './level-selection-page.module.css';

const LEVELS = [
  {
    level: 'beginner',
    name: 'Iniciante',
    text: 'Nunca programei ou estou começando agora. Quero aprender Java do zero, passo a passo.',
    icon: '🌱',
  },
  {
    level: 'intermediate',
    name: 'Intermediário',
    text: 'Já programo e quero dominar Java e o back-end para conquistar vagas melhores.',
    icon: '🚀',
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
                  {icon}
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
