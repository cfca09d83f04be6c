import { useState } from 'react';
import { canOpenLesson, type LessonView } from '../lesson-model';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailUrl } from '../lesson-player/video-urls';
import { CompletionToggle } from '../progress/components/completion-toggle';
import styles from './lesson-card.module.css';
import { Button } from '@funil/shared-ui/button';

const LEVEL_NAMES: Record<LessonView['level'], string> = { beginner: 'Iniciante', intermediate: 'Intermediário' };

export interface LessonCardProps {
  lesson: LessonView;
  /** Position in the list, 1-based ('Aula 1'). */
  position: number;
  completed: boolean;
  /** On /aulas (both levels listed) each card says its level. */
  showLevel?: boolean;
  onOpen: (lesson: LessonView) => void;
  onToggleCompleted: (lesson: LessonView) => void;
}

/** One lesson: thumbnail with play or lock, duration, title, description, topics and the completion toggle. */
export function LessonCard({
  lesson,
  position,
  completed,
  showLevel = false,
  onOpen,
  onToggleCompleted,
}: LessonCardProps) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const open = canOpenLesson(lesson);
  const titleId = `aula-${lesson.id}-titulo`;
  const classes = [styles.card, open ? '' : styles.locked, completed ? styles.completed : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={titleId} data-testid="lesson-card">
      <div className={styles.media}>
        {open && lesson.videoId ? (
          <button
            type="button"
            className={styles.play}
            onClick={() => onOpen(lesson)}
            aria-label={`Assistir à aula ${position}: ${lesson.title}`}
          >
            {thumbnailFailed ? null : (
              <img
                className={styles.thumbnail}
                src={thumbnailUrl(lesson.videoId)}
                width={THUMBNAIL_WIDTH}
                height={THUMBNAIL_HEIGHT}
                loading="lazy"
                decoding="async"
                alt=""
                onError={() => setThumbnailFailed(true)}
              />
            )}
            <span className={styles.playIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </button>
        ) : (
          <div className={styles.lockedMedia}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"
                fill="currentColor"
              />
            </svg>
            <span className={styles.lockedLabel}>Aula Bloqueada</span>
          </div>
        )}
        {lesson.duration ? (
          <span className={styles.duration}>
            <span className="sr-only">Duração: </span>
            {lesson.duration}
          </span>
        ) : null}
      </div>

      <div className={styles.body}>
        <p className={styles.kicker}>
          Aula {position}
          {showLevel ? <span className={styles.level}>{LEVEL_NAMES[lesson.level]}</span> : null}
        </p>
        <h3 id={titleId} className={styles.title}>
          {lesson.title}
        </h3>
        {lesson.description ? <p className={styles.description}>{lesson.description}</p> : null}
        {lesson.topics.length > 0 ? (
          <div className={styles.details}>
            <p className={styles.topicsHeading}>O que você vai aprender:</p>
            <ul className={styles.topics}>
              {lesson.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={styles.footer}>
          <CompletionToggle
            lessonTitle={lesson.title}
            completed={completed}
            disabled={!open}
            onToggle={() => onToggleCompleted(lesson)}
          />
          {open ? (
            <Button onClick={() => onOpen(lesson)}>
              Assistir<span className="sr-only"> à aula {position}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
