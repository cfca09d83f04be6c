import { formatNumber } from '@funil/shared-ui/format/numbers';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ProgressBar } from '@funil/shared-ui/progress-bar';
import { ClosingCountdown } from '../countdown-banner/components/closing-countdown';
import { GroupInviteBanner } from '../launch-settings/components/group-invite-banner';
import { VipGroupButton } from '../launch-settings/components/vip-group-button';
import { useLaunchSettings } from '../launch-settings/hooks/use-launch-settings';
import { LessonPlayerModal } from '../lesson-player/components/lesson-player-modal';
import { LessonsInfoModal } from '../lessons-info/components/lessons-info-modal';
import { chooserHref, isAdsTraffic } from '../../shared/level-query';
import { useLessonProgress } from '../progress/hooks/use-lesson-progress';
import { ProjectSpecModal } from '../project-spec/components/project-spec-modal';
import { useLessons } from '../hooks/use-lessons';
import { canOpenLesson, type LessonLevel, type LessonView } from '../lesson-model';
import { LessonCard } from './lesson-card';
import styles from './lessons-page-layout.module.css';
import { Button } from '@funil/shared-ui/button';
import { LoadError } from '@funil/shared-ui/load-error';
import { Spinner } from '@funil/shared-ui/spinner';

export const LOAD_ERROR_MESSAGE = 'Erro ao carregar as aulas. Por favor, tente novamente.';

const EMPTY: readonly LessonView[] = [];

const HEADINGS: Record<'all' | LessonLevel, { title: string; lead: string }> = {
  all: {
    title: 'Aulas Gratuitas',
    lead: 'Assista às aulas gratuitas da Semana Java, marque o que já concluiu e construa um projeto real em Java.',
  },
  beginner: {
    title: 'Aulas para Iniciantes',
    lead: 'Do zero ao primeiro projeto: aulas para quem está começando a programar em Java.',
  },
  intermediate: {
    title: 'Aulas Intermediárias',
    lead: 'Para quem já programa: aprofunde-se em Java e construa um back-end profissional.',
  },
};

/** /aulas (every lesson) and the level pages: header, countdown, progress, the lesson cards and their modals. */
export function LessonsPageLayout({ level }: { level?: LessonLevel }) {
  const [search] = useSearchParams();
  if (isAdsTraffic(search)) return <Navigate to={chooserHref(search)} replace />;
  return <LessonsPageContent level={level} />;
}

function LessonsPageContent({ level }: { level: LessonLevel | undefined }) {
  const lessons = useLessons(level);
  const launchSettings = useLaunchSettings();
  const settings = launchSettings.status === 'success' ? launchSettings.data : null;
  const list = lessons.status === 'success' ? lessons.data : EMPTY;
  const progress = useLessonProgress(list);
  const [watching, setWatching] = useState<LessonView | null>(null);
  const [specOpen, setSpecOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const heading = HEADINGS[level ?? 'all'];
  const percent = progress.total === 0 ? 0 : Math.round((progress.completedCount / progress.total) * 100);

  const openLesson = (lesson: LessonView) => {
    if (canOpenLesson(lesson)) setWatching(lesson);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.event}>Semana Java</p>
          <h1 className={styles.title}>{heading.title}</h1>
          <p className={styles.lead}>{heading.lead}</p>
          <div className={styles.actions}>
            {level && settings ? <VipGroupButton level={level} href={settings.vipGroupLinks[level]} /> : null}
            <Button variant="secondary" onClick={() => setSpecOpen(true)}>
              Ver Especificação
            </Button>
            <Button variant="secondary" onClick={() => setInfoOpen(true)}>
              Como funcionam as aulas
            </Button>
          </div>
        </div>
      </header>

      <main className={styles.main}>
        {!level && settings ? <GroupInviteBanner href={settings.groupInviteLink} /> : null}
        {settings ? <ClosingCountdown page={level ? 'levels' : 'lessons'} settings={settings} /> : null}
        {settings ? null : (
          // While the launch settings load, their blocks' space (mobile) is kept, so the lessons do not jump down
          // when they arrive (the page is pre-rendered in this state).
          <div className={level ? styles.countdownPending : styles.settingsPending} aria-hidden="true" />
        )}

        <section className={styles.section} aria-labelledby="aulas-disponiveis">
          <h2 id="aulas-disponiveis" className={styles.sectionTitle}>
            Aulas Disponíveis
          </h2>

          {lessons.status === 'loading' ? (
            <div className={styles.loading}>
              <Spinner size="lg" label="Carregando aulas..." />
              <span aria-hidden="true">Carregando aulas...</span>
            </div>
          ) : null}

          {lessons.status === 'error' ? <LoadError message={LOAD_ERROR_MESSAGE} onRetry={lessons.retry} /> : null}

          {lessons.status === 'success' ? (
            <>
              <div className={styles.progress}>
                <ProgressBar
                  value={percent}
                  label={`${formatNumber(progress.completedCount)} de ${formatNumber(progress.total)} aulas concluídas`}
                />
              </div>
              {list.length === 0 ? (
                <p className={styles.empty}>Nenhuma aula disponível no momento.</p>
              ) : (
                <ol className={styles.grid}>
                  {list.map((lesson) => (
                    <li key={lesson.id}>
                      <LessonCard
                        lesson={lesson}
                        position={lesson.order}
                        completed={progress.isCompleted(lesson)}
                        showLevel={!level}
                        onOpen={openLesson}
                        onToggleCompleted={progress.toggle}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </>
          ) : null}
        </section>
      </main>

      <LessonPlayerModal
        lesson={watching}
        completed={watching ? progress.isCompleted(watching) : false}
        onToggleCompleted={progress.toggle}
        onClose={() => setWatching(null)}
      />
      <ProjectSpecModal open={specOpen} onClose={() => setSpecOpen(false)} />
      <LessonsInfoModal open={infoOpen} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
