import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '../config';
import { DataError } from '../errors';
import { fetchCurrentLaunch, fetchLaunch } from './launches';
import { fetchLessons } from './lessons';
import { PUBLIC_CONTENT_ELEMENT_ID, PUBLIC_RESOURCES, pageContent } from './public-content';
import { fetchActiveRoutes } from './routes';

const LAUNCH_ROW = {
  lancamento: 7,
  name: 'Semana Java 7',
  event_date_text: '15 de Setembro, 2025',
  event_time_text: '08:00',
  event_starts_at: '2025-09-15T11:00:00+00:00',
  event_ends_at: '2025-09-15T12:30:00+00:00',
  registration_deadline: '2025-09-22T23:59:59+00:00',
  cart_opens_at: '2025-09-22T10:00:00+00:00',
  cart_opens_text: '22 de Setembro',
  lessons_countdown_at: '2025-09-22T11:00:00+00:00',
  level_lessons_countdown_at: '2025-09-22T10:00:00+00:00',
  group_link_intermediaria: 'https://chat.example/i',
  group_link_iniciante: 'https://chat.example/b',
  vip_group_link_beginner: 'https://chat.example/vb',
  vip_group_link_intermediate: 'https://chat.example/vi',
  lessons_group_chat_link: 'https://chat.example/l',
  checkout_url_beginners: 'https://pay.example/b',
  checkout_url_advanced: 'https://pay.example/a',
  checkout_url_beginners_after_deadline: null,
  checkout_url_advanced_after_deadline: null,
  is_current: true,
};

const lesson = (id: number, level: string) => ({
  id,
  order: id,
  level,
  title: `Aula ${id}`,
  description: 'd',
  topics: ['t'],
  video_id: null,
  duration: null,
  is_available: false,
});

function putBlock(content: unknown) {
  document.getElementById(PUBLIC_CONTENT_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLIC_CONTENT_ELEMENT_ID;
  block.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.body.append(block);
}

let requests: string[];

beforeEach(() => {
  requests = [];
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const path = new URL(url).pathname;
    const rows = path.endsWith('/launches')
      ? [{ ...LAUNCH_ROW, lancamento: 3, name: 'Da API' }]
      : path.endsWith('/lesson_catalog')
        ? [lesson(9, 'beginner')]
        : [{ id: 9, path: '/da-api', component: 'Landing', props: {}, is_active: true, priority: 1 }];
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  document.getElementById(PUBLIC_CONTENT_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetRuntimeConfig();
});

describe('public content from the page', () => {
  it('routes, the current launch and lessons come from the data block: no request', async () => {
    putBlock({
      routes: [{ id: '2', path: '/x', component: 'Landing', props: '{"a":1}', is_active: true, priority: 5 }],
      current_launch: [LAUNCH_ROW],
      lessons: [lesson(1, 'beginner'), lesson(2, 'intermediate')],
    });
    expect(await fetchActiveRoutes()).toEqual([
      { id: 2, path: '/x', component: 'Landing', props: { a: 1 }, isActive: true, priority: 5 },
    ]);
    expect((await fetchCurrentLaunch()).name).toBe('Semana Java 7');
    expect((await fetchLaunch(7)).lancamento).toBe(7);
    expect((await fetchLessons()).map((row) => row.id)).toEqual([1, 2]);
    expect((await fetchLessons('intermediate')).map((row) => row.id)).toEqual([2]);
    expect(requests).toEqual([]);
  });

  it('no current launch in the block is not_found, as the API would say', async () => {
    putBlock({ current_launch: [] });
    await expect(fetchCurrentLaunch()).rejects.toBeInstanceOf(DataError);
    await expect(fetchCurrentLaunch()).rejects.toMatchObject({ kind: 'not_found' });
    expect(requests).toEqual([]);
  });

  it('asks the API for what the page lacks: no block, a missing entry, another launch, an unreadable block', async () => {
    expect((await fetchActiveRoutes())[0]!.path).toBe('/da-api');
    putBlock({ routes: [] });
    expect(await fetchActiveRoutes()).toEqual([]);
    expect((await fetchCurrentLaunch()).name).toBe('Da API');
    putBlock({ current_launch: [LAUNCH_ROW] });
    expect((await fetchLaunch(3)).name).toBe('Da API');
    putBlock('{not json');
    expect((await fetchLessons()).map((row) => row.id)).toEqual([9]);
    putBlock({ lessons: 'not a list' });
    expect(pageContent('lessons')).toBeUndefined();
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      '/rest/v1/routes',
      '/rest/v1/launches',
      '/rest/v1/launches',
      '/rest/v1/lesson_catalog',
    ]);
  });
});

describe('PUBLIC_RESOURCES', () => {
  it('reads named public columns only (never *), of the public sources', () => {
    for (const resource of PUBLIC_RESOURCES) {
      const select = new URLSearchParams(resource.path.split('?')[1]).get('select') ?? '';
      expect(select).not.toBe('');
      expect(select).not.toContain('*');
      expect(select).not.toMatch(/created_at|updated_at|email|whatsapp|token|hash|live_url/);
    }
    expect(PUBLIC_RESOURCES.map((resource) => resource.path.split('?')[0])).toEqual([
      'routes',
      'launches',
      'lesson_catalog',
      'launch_classes',
    ]);
  });
});
