import { fail } from '../errors';
import { columnList, type ViewRow } from '../db';
import { LESSON_COLUMN_NAMES, pageContent } from './public-content';

export type LessonLevel = 'beginner' | 'intermediate';

/** A free recorded lesson (visitor-side spec, 'Lesson'); is_completed is derived by the pages from local progress. */
export interface Lesson {
  id: number;
  order: number;
  level: LessonLevel;
  title: string;
  description: string;
  topics: string[];
  /** YouTube video id, null while not recorded. */
  videoId: string | null;
  /** 'mm:ss' or 'h:mm:ss', null when unknown. */
  duration: string | null;
  isAvailable: boolean;
}

const LESSON_COLUMNS = columnList(LESSON_COLUMN_NAMES);

/** A row of the lesson_catalog view (typed from the schema; a view reports every column as nullable). */
export type LessonRow = ViewRow<'lesson_catalog'>;

/** The level of a catalogue row ('beginner' unless it is 'intermediate': the table's check allows only these two). */
const levelOf = (level: string | null): LessonLevel => (level === 'intermediate' ? 'intermediate' : 'beginner');

export function toLesson(row: LessonRow): Lesson {
  return {
    id: Number(row.id),
    order: row.order ?? 0,
    level: levelOf(row.level),
    title: row.title ?? '',
    description: row.description ?? '',
    topics: row.topics ?? [],
    videoId: row.video_id,
    duration: row.duration,
    isAvailable: row.is_available ?? false,
  };
}

/**
 * All lessons, or one level's, ordered by order ascending, from public.lesson_catalog (video ids of released lessons
 * only; the table's video_id column is not readable by visitors): from the page's data block, else the API. Failure: 'Erro ao carregar as aulas. ...'.
 */
export async function fetchLessons(level?: LessonLevel): Promise<Lesson[]> {
  const inPage = pageContent<LessonRow>('lessons');
  if (inPage) return inPage.filter((row) => !level || row.level === level).map(toLesson);
  // The PostgREST client only when the page lacks the data: pages with the edge's data block never load it.
  const rest = await (await import('./rest')).getPublicRest();
  let query = rest.from('lesson_catalog').select(LESSON_COLUMNS);
  if (level) query = query.eq('level', level);
  const { data, error, status } = await query.order('order', { ascending: true }).order('id', { ascending: true });
  if (error) throw fail('erro ao carregar as aulas', error, { status });
  return (data ?? []).map(toLesson);
}
