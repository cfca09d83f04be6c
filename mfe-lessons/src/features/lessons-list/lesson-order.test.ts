import { describe, expect, it } from 'vitest';
import { compareLessons } from './lesson-model';

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
