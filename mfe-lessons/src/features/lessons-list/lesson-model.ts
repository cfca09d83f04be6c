import type { Lesson, LessonLevel } from '@funil/data-client/public/lessons';
import { isValidVideoId } from './lesson-player/video-urls';

/** The two levels of the lessons table ('beginner' | 'intermediate'), as data-client types them. */
export type { LessonLevel };

/** What the lesson pages render: the spec's Lesson entity, with ids as strings (the progress store keeps strings). */
export interface LessonView {
  id: string;
  order: number;
  level: LessonLevel;
  title: string;
  description: string;
  topics: string[];
  /** YouTube video id, or null when the lesson has none (or not a well-formed one). */
  videoId: string | null;
  /** 'mm:ss' or 'h:mm:ss'; '' when unknown. */
  duration: string;
  isAvailable: boolean;
}

/** The one place that knows the data-client's Lesson shape. */
export function toLessonView(lesson: Lesson): LessonView {
  const videoId = lesson.videoId?.trim() ?? '';
  return {
    id: String(lesson.id),
    order: lesson.order,
    level: lesson.level,
    title: lesson.title,
    description: lesson.description ?? '',
    topics: lesson.topics ?? [],
    videoId: isValidVideoId(videoId) ? videoId : null,
    duration: lesson.duration ?? '',
    isAvailable: lesson.isAvailable,
  };
}

/** The spec: a lesson can be opened (and its completion toggled) only if available and it has a video id. */
export function canOpenLesson(lesson: Pick<LessonView, 'isAvailable' | 'videoId'>): boolean {
  return lesson.isAvailable && lesson.videoId !== null;
}

const LEVEL_RANK: Record<LessonLevel, number> = { beginner: 0, intermediate: 1 };

/** Lessons by level (beginner first) and then by their order: /aulas never interleaves the two levels. */
export function compareLessons(a: Pick<LessonView, 'level' | 'order'>, b: Pick<LessonView, 'level' | 'order'>): number {
  return LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || a.order - b.order;
}
