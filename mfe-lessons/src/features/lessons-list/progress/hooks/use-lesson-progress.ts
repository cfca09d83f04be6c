import { useMemo } from 'react';
import { useStore } from 'zustand';
import { canOpenLesson, type LessonView } from '../../lesson-model';
import { progressStore } from '../progress-store';

export interface LessonProgress {
  isCompleted: (lesson: LessonView) => boolean;
  /** Toggles completion of an available lesson; does nothing for a locked one. */
  toggle: (lesson: LessonView) => void;
  /** Completed lessons among `lessons` (ids left in storage for lessons no longer listed are not counted). */
  completedCount: number;
  total: number;
}

/** Progress of the listed lessons: each lesson's completion lives in the store of its own level. */
export function useLessonProgress(lessons: readonly LessonView[]): LessonProgress {
  const beginner = useStore(progressStore('beginner'), (s) => s.completed);
  const intermediate = useStore(progressStore('intermediate'), (s) => s.completed);

  return useMemo(() => {
    const done = { beginner: new Set(beginner), intermediate: new Set(intermediate) };
    const isCompleted = (lesson: LessonView) => done[lesson.level].has(lesson.id);
    return {
      isCompleted,
      toggle: (lesson: LessonView) => {
        if (canOpenLesson(lesson)) progressStore(lesson.level).getState().toggle(lesson.id);
      },
      completedCount: lessons.filter(isCompleted).length,
      total: lessons.length,
    };
  }, [beginner, intermediate, lessons]);
}
