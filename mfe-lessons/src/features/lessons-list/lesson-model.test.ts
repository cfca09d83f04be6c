import { describe, expect, it } from 'vitest';
import type { Lesson } from '@funil/data-client/public/lessons';
import { embedUrl, thumbnailUrl } from './lesson-player/video-urls';
import { canOpenLesson, compareLessons, toLessonView } from './lesson-model';

const base: Lesson = {
  id: 7,
  order: 3,
  level: 'intermediate',
  title: 'Streams',
  description: 'Descrição',
  topics: ['map', 'filter'],
  videoId: 'x7Qm2TzR9kA',
  duration: '18:42',
  isAvailable: true,
};

describe('toLessonView / canOpenLesson', () => {
  it('keeps the fields, with the id as a string', () => {
    expect(toLessonView(base)).toEqual({
      id: '7',
      order: 3,
      level: 'intermediate',
      title: 'Streams',
      description: 'Descrição',
      topics: ['map', 'filter'],
      videoId: 'x7Qm2TzR9kA',
      duration: '18:42',
      isAvailable: true,
    });
    expect(canOpenLesson(toLessonView(base))).toBe(true);
  });

  it('locks a lesson that is unavailable, has no video id, or a malformed one', () => {
    expect(canOpenLesson(toLessonView({ ...base, isAvailable: false }))).toBe(false);
    expect(canOpenLesson(toLessonView({ ...base, videoId: null }))).toBe(false);
    expect(canOpenLesson(toLessonView({ ...base, videoId: '   ' }))).toBe(false);
    expect(toLessonView({ ...base, videoId: 'abc"><script>' }).videoId).toBeNull();
    expect(toLessonView({ ...base, duration: null }).duration).toBe('');
  });
});

describe('video URLs', () => {
  it('derives the thumbnail from the video id and embeds with privacy-enhanced mode and autoplay', () => {
    expect(thumbnailUrl('x7Qm2TzR9kA')).toBe('https://i.ytimg.com/vi/x7Qm2TzR9kA/mqdefault.jpg');
    expect(embedUrl('x7Qm2TzR9kA')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/x7Qm2TzR9kA\?autoplay=1&/);
    expect(() => embedUrl('../evil')).toThrow();
  });
});

describe('compareLessons (/aulas)', () => {
  it('lists every beginner lesson before the intermediate ones, each level by its own order', () => {
    const lessons = [
      { id: 'a', level: 'intermediate' as const, order: 1 },
      { id: 'b', level: 'beginner' as const, order: 2 },
      { id: 'c', level: 'intermediate' as const, order: 2 },
      { id: 'd', level: 'beginner' as const, order: 1 },
    ];
    expect([...lessons].sort(compareLessons).map((l) => l.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
