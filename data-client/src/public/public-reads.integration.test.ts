import { beforeAll, describe, expect, it } from 'vitest';
import { fetchCurrentLaunch, fetchLaunch } from './launches';
import { fetchLessons } from './lessons';
import { fetchActiveRoutes } from './routes';
import { DataError } from '../errors';
import { anonClient, serviceClient, useLocalSupabase } from '../integration-setup.test-helper';

beforeAll(useLocalSupabase);

describe('public content as anon', () => {
  it('reads the active routes ordered by priority, props as objects', async () => {
    const routes = await fetchActiveRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (let i = 1; i < routes.length; i += 1)
      expect(routes[i]!.priority).toBeGreaterThanOrEqual(routes[i - 1]!.priority);
    expect(
      routes.every((route) => route.isActive && typeof route.props === 'object' && !Array.isArray(route.props)),
    ).toBe(true);
    const paths = routes.map((route) => route.path);
    for (const path of ['/', '/inscricao', '/inscricao/obrigado', '/aulas', '/lista-espera', '/oferta', '/compras']) {
      expect(paths).toContain(path);
    }
    const root = routes.find((route) => route.path === '/');
    expect(root?.component).toBe('Redirect');
    expect(root?.props.to).toBe('/inscricao');
  });

  it('reads lessons per level ordered by order', async () => {
    const beginner = await fetchLessons('beginner');
    const intermediate = await fetchLessons('intermediate');
    expect(beginner.length).toBeGreaterThanOrEqual(5);
    expect(intermediate.length).toBeGreaterThanOrEqual(5);
    expect(beginner.every((lesson) => lesson.level === 'beginner')).toBe(true);
    expect(beginner.map((lesson) => lesson.order)).toEqual(
      [...beginner.map((lesson) => lesson.order)].sort((a, b) => a - b),
    );
    expect([...beginner, ...intermediate].some((lesson) => !lesson.isAvailable)).toBe(true);
    const all = await fetchLessons();
    expect(all.length).toBe(beginner.length + intermediate.length);
  });

  it('never gives anon the video id of an unreleased lesson, even asked for directly', async () => {
    const service = serviceClient();
    const { data: hidden } = await service.from('lessons').select('id, video_id').eq('is_available', false).limit(1);
    const lesson = hidden![0]!;
    // Even when an unreleased lesson already has its video recorded.
    await service.from('lessons').update({ video_id: 'Segredo_123' }).eq('id', lesson.id);
    try {
      const listed = (await fetchLessons()).find((item) => item.id === Number(lesson.id));
      expect(listed).toMatchObject({ isAvailable: false, videoId: null });
      expect((await fetchLessons()).some((item) => item.isAvailable && item.videoId !== null)).toBe(true);
      const direct = await anonClient().from('lessons').select('id, video_id').eq('is_available', false);
      expect(direct.error?.code).toBe('42501');
      expect(direct.data).toBeNull();
    } finally {
      await service.from('lessons').update({ video_id: lesson.video_id }).eq('id', lesson.id);
    }
  });

  it('reads the current launch (2) and a launch by number', async () => {
    const current = await fetchCurrentLaunch();
    expect(current.lancamento).toBe(2);
    expect(current.isCurrent).toBe(true);
    expect(current.checkoutUrlBeginners).toMatch(/^https?:\/\//);
    expect((await fetchLaunch(1)).lancamento).toBe(1);
    await expect(fetchLaunch(9999)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(fetchLaunch(9999)).rejects.toBeInstanceOf(DataError);
  });
});
