import { useCallback } from 'react';
import { fetchLessons } from '@funil/data-client/public/lessons';
import { useLoad } from '@funil/shared-ui/load/use-load';
import { compareLessons, toLessonView, type LessonLevel, type LessonView } from '../lesson-model';

/** The lessons of one level (ordered by order), or all of them for the free lessons page (by level, then order). */
export function useLessons(level: LessonLevel | undefined) {
  const load = useCallback(async (): Promise<LessonView[]> => {
    const lessons = await (level ? fetchLessons(level) : fetchLessons());
    return lessons.map(toLessonView).sort(compareLessons);
  }, [level]);
  return useLoad(load);
}
