import { Modal } from '@funil/shared-ui/modal';
import type { LessonView } from '../../lesson-model';
import { embedUrl } from '../video-urls';
import styles from './lesson-player-modal.module.css';
import { Button } from '@funil/shared-ui/button';

export interface LessonPlayerModalProps {
  /** The lesson being watched; the player (and YouTube) is loaded only while one is open. */
  lesson: LessonView | null;
  completed: boolean;
  onToggleCompleted: (lesson: LessonView) => void;
  onClose: () => void;
}

/** The lesson detail modal: privacy-enhanced YouTube embed that autoplays, description, topics and completion. */
export function LessonPlayerModal({ lesson, completed, onToggleCompleted, onClose }: LessonPlayerModalProps) {
  if (!lesson || !lesson.videoId) return null;
  return (
    <Modal open title={lesson.title} onClose={onClose} size="lg">
      <div className={styles.player}>
        <iframe
          className={styles.frame}
          src={embedUrl(lesson.videoId)}
          title={`Vídeo da aula: ${lesson.title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <div className={styles.info}>
        {lesson.duration ? <p className={styles.duration}>Duração: {lesson.duration}</p> : null}
        {lesson.description ? <p>{lesson.description}</p> : null}
        {lesson.topics.length > 0 ? (
          <>
            <p className={styles.topicsHeading}>O que você vai aprender:</p>
            <ul className={styles.topics}>
              {lesson.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Button variant="secondary" className={styles.complete} onClick={() => onToggleCompleted(lesson)}>
          {completed ? 'Desmarcar como concluída' : 'Marcar como concluída'}
        </Button>
      </div>
    </Modal>
  );
}
