// The free lessons (mfe-lessons): /aulas, /aulas/iniciantes, /aulas/intermediario and the level chooser
// /aulas/escolher-nivel, composed by the shell, against the run's local Supabase (seeded lessons and launch).
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { expect, expectNoSeriousA11yViolations, test } from '../src/fixtures.ts';

interface LessonRow {
  id: string;
  order: number;
  title: string;
  video_id: string | null;
  is_available: boolean;
}

const LESSON_ROUTES = [
  { path: '/aulas', component: 'Lessons' },
  { path: '/aulas/iniciantes', component: 'LessonsBeginner' },
  { path: '/aulas/intermediario', component: 'LessonsIntermediate' },
  { path: '/aulas/escolher-nivel', component: 'LevelSelection' },
];

const LESSONS_API = /\/rest\/v1\/lesson_catalog(\?|$)/;
const LOAD_ERROR = 'Erro ao carregar as aulas. Por favor, tente novamente.';

async function lessonsOf(db: pg.Pool, level: 'beginner' | 'intermediate'): Promise<LessonRow[]> {
  const { rows } = await db.query<LessonRow>(
    `select id::text, "order", title, video_id, is_available from public.lessons where level = $1 order by "order"`,
    [level],
  );
  return rows;
}

const playable = (l: LessonRow) => l.is_available && l.video_id !== null;

// A 1x1 grey PNG standing in for YouTube's thumbnails.
const THUMBNAIL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

/** No internet here: YouTube's player and thumbnails answer locally (an accessible empty page, a grey image). */
async function stubYouTube(page: Page) {
  await page.route(/^https:\/\/(www\.)?youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><title>Player</title></head><body></body></html>',
    }),
  );
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(THUMBNAIL_PNG, 'base64') }),
  );
}

function lessonCards(page: Page) {
  return page.getByTestId('lesson-card');
}

// The level pages are rows of the route table (seed). Make sure they are there; remove only what this spec added.
const addedRouteIds: string[] = [];
let addedLessonId: string | null = null;

test.beforeAll(async ({ db }) => {
  for (const route of LESSON_ROUTES) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.routes (path, component, props, is_active, priority) values ($1, $2, '{}', true, 100)
       on conflict (path) do nothing returning id::text`,
      [route.path, route.component],
    );
    if (rows[0]) addedRouteIds.push(rows[0].id);
  }
  await db.query(`update public.routes set is_active = true where path = any($1::text[]) and is_active = false`, [
    LESSON_ROUTES.map((r) => r.path),
  ]);
  // The seed has a locked lesson; if it ever stops having one, add one for the locked-lesson test.
  const beginner = await lessonsOf(db, 'beginner');
  if (beginner.every(playable)) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.lessons ("order", level, title, description, topics, video_id, duration, is_available)
       values ($1, 'beginner', 'Aula bônus do teste e2e', 'Liberada em breve.', '{Surpresa}', null, '30:00', false)
       returning id::text`,
      [Math.max(0, ...beginner.map((l) => l.order)) + 1],
    );
    addedLessonId = rows[0]!.id;
  }
});

test.afterAll(async ({ db }) => {
  if (addedRouteIds.length > 0)
    await db.query('delete from public.routes where id = any($1::bigint[])', [addedRouteIds]);
  if (addedLessonId) await db.query('delete from public.lessons where id = $1', [addedLessonId]);
});

test.beforeEach(async ({ page }) => {
  await stubYouTube(page);
});

test.describe('free lessons page /aulas', () => {
  test('lists every lesson by level then order with progress, countdown, group invite and spec modal; axe-clean', async ({
    page,
    db,
  }) => {
    const { rows } = await db.query<{ title: string; order: number }>(
      `select title, "order" from public.lessons order by level, "order", id`,
    );
    const { rows: launch } = await db.query<{ lessons_group_chat_link: string }>(
      'select lessons_group_chat_link from public.launches where is_current',
    );
    await page.goto('/aulas');
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas Gratuitas' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Aulas Disponíveis' })).toBeVisible();
    await expect(lessonCards(page)).toHaveCount(rows.length);
    // Beginner lessons first, then the intermediate ones, each numbered by its own order.
    for (const [i, lesson] of rows.entries()) {
      await expect(lessonCards(page).nth(i)).toContainText(lesson.title);
      await expect(lessonCards(page).nth(i)).toContainText(`Aula ${lesson.order}`);
    }
    await expect(page.getByText(`0 de ${rows.length} aulas concluídas`)).toBeVisible();
    await expect(page.getByText('Tempo Restante para o Encerramento')).toBeVisible();
    for (const unit of ['Dias', 'Horas', 'Minutos', 'Segundos'])
      await expect(page.getByText(unit, { exact: true })).toBeVisible();
    // The numbers (the countdown's, the cards' durations) are in the page's own font with figures of one width: no
    // second font family to look up and lay out in the frame that shows the list (docs/performance.md, issue 41).
    const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const numbers = page.locator('[data-unit]').or(page.locator('span', { hasText: /^Duração: \d+:\d+$/ }));
    expect(await numbers.count()).toBeGreaterThan(4);
    for (const number of await numbers.all())
      expect(
        await number.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(el).fontVariantNumeric]),
      ).toEqual([pageFont, 'tabular-nums']);
    await expect(page.getByRole('link', { name: /Entrar no grupo do WhatsApp/ })).toHaveAttribute(
      'href',
      launch[0]!.lessons_group_chat_link,
    );
    // The player is not on the page until a lesson is opened.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Ver Especificação' }).click();
    const spec = page.getByRole('dialog', { name: 'Especificação do Projeto' });
    await expect(spec).toBeVisible();
    for (const text of [
      'CEP',
      'CRIADO',
      'EM_ROTA',
      'ENTREGUE',
      'fila',
      'Tecnologias do back-end',
      'Cliente',
      'Administrador',
      'Entregador',
    ]) {
      await expect(spec.getByText(text).first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(spec).toBeHidden();
  });

  test('at 360 px wide the lessons are a one-column list and nothing overflows; axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/aulas');
    await expect(lessonCards(page).first()).toBeVisible();
    const [first, second] = [
      await lessonCards(page).nth(0).boundingBox(),
      await lessonCards(page).nth(1).boundingBox(),
    ];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

test('in the light theme every lesson page is axe-clean too', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('semana-java:theme', JSON.stringify({ state: { theme: 'light' }, version: 0 })),
  );
  for (const path of ['/aulas', '/aulas/iniciantes', '/aulas/intermediario', '/aulas/escolher-nivel?ads=true']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path !== '/aulas/escolher-nivel?ads=true') await expect(lessonCards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test.describe('level pages', () => {
  // @full-browser: the focus is in the player's frame when Escape is pressed (playwright.config.ts).
  test(
    'opening a lesson plays its video in the privacy-enhanced embed, with autoplay; axe-clean',
    { tag: '@full-browser' },
    async ({ page, db }) => {
      const lessons = await lessonsOf(db, 'beginner');
      const lesson = lessons.find(playable)!;
      const position = lessons.indexOf(lesson) + 1;
      await page.goto('/aulas/iniciantes');
      await expect(page.getByText('Semana Java').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Aulas para Iniciantes' })).toBeVisible();
      await expect(lessonCards(page)).toHaveCount(lessons.length);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(
        lessonCards(page)
          .nth(position - 1)
          .locator(`img[src="https://i.ytimg.com/vi/${lesson.video_id}/mqdefault.jpg"]`),
      ).toHaveAttribute('loading', 'lazy');

      await page.getByRole('button', { name: `Assistir à aula ${position}: ${lesson.title}` }).click();
      const dialog = page.getByRole('dialog', { name: lesson.title });
      await expect(dialog).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute(
        'src',
        new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${lesson.video_id}\\?autoplay=1`),
      );
      await expect(frame).toHaveAttribute('allow', /autoplay/);
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('iframe')).toHaveCount(0);
    },
  );

  test('marking a lesson completed updates the progress and survives a reload', async ({ page, db }) => {
    const lessons = await lessonsOf(db, 'intermediate');
    const lesson = lessons.find(playable)!;
    await page.goto('/aulas/intermediario');
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas Intermediárias' })).toBeVisible();
    const toggle = page.getByRole('checkbox', { name: `Concluída: ${lesson.title}` });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(`0 de ${lessons.length} aulas concluídas`)).toBeVisible();

    await toggle.check();
    await expect(page.getByText(`1 de ${lessons.length} aulas concluídas`)).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('semana-java:progresso-intermediario'));
    expect(JSON.parse(stored!).state.completed).toEqual([lesson.id]);
    expect(await page.evaluate(() => localStorage.getItem('semana-java:progresso-iniciante'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Concluída: ${lesson.title}` })).toBeChecked();
    await expect(page.getByText(`1 de ${lessons.length} aulas concluídas`)).toBeVisible();

    // The free lessons page reads the same progress.
    await page.goto('/aulas');
    await expect(page.getByRole('checkbox', { name: `Concluída: ${lesson.title}` })).toBeChecked();

    // And it toggles back from the lesson modal.
    await page.goto('/aulas/intermediario');
    await page.getByRole('button', { name: new RegExp(`^Assistir à aula \\d+: ${lesson.title}$`) }).click();
    await page
      .getByRole('dialog', { name: lesson.title })
      .getByRole('button', { name: 'Desmarcar como concluída' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: `Concluída: ${lesson.title}` })).not.toBeChecked();
    await expect(page.getByText(`0 de ${lessons.length} aulas concluídas`)).toBeVisible();
  });

  test('a locked lesson shows "Aula Bloqueada", cannot be opened and its toggle is disabled', async ({ page, db }) => {
    const lessons = await lessonsOf(db, 'beginner');
    const locked = lessons.find((l) => !playable(l))!;
    const position = lessons.indexOf(locked) + 1;
    await page.goto('/aulas/iniciantes');
    const card = lessonCards(page).nth(position - 1);
    await expect(card.getByRole('heading', { name: locked.title })).toBeVisible();
    await expect(card.getByText('Aula Bloqueada')).toBeVisible();
    await expect(card.getByRole('checkbox', { name: `Concluída: ${locked.title}` })).toBeDisabled();
    await expect(card.getByRole('button', { name: /Assistir/ })).toHaveCount(0);
    await expect(card.locator('img')).toHaveCount(0);
  });

  test('the VIP WhatsApp button of each level links to its group from the launch settings', async ({ page, db }) => {
    const { rows } = await db.query<{ vip_group_link_beginner: string; vip_group_link_intermediate: string }>(
      'select vip_group_link_beginner, vip_group_link_intermediate from public.launches where is_current',
    );
    await page.goto('/aulas/iniciantes');
    await expect(page.getByRole('link', { name: /Grupo VIP do WhatsApp \(Iniciantes\)/ })).toHaveAttribute(
      'href',
      rows[0]!.vip_group_link_beginner,
    );
    await expect(page.getByText('Tempo Restante para o Encerramento')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/aulas/intermediario');
    await expect(page.getByRole('link', { name: /Grupo VIP do WhatsApp \(Intermediário\)/ })).toHaveAttribute(
      'href',
      rows[0]!.vip_group_link_intermediate,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('when the lessons cannot be loaded: the error message, and "Tentar Novamente" loads them', async ({
    page,
    db,
  }) => {
    const lessons = await lessonsOf(db, 'beginner');
    let failing = true;
    let failed = 0;
    await page.route(LESSONS_API, async (route) => {
      if (!failing) return route.continue();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'falha simulada', details: null, hint: null }),
      });
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LESSONS_API, async (route) => {
      await held;
      return route.fallback();
    });
    // The lessons come with the lessons pages (the edge's public-content block). A visitor who reaches them by a
    // client-side navigation from another remote's page (whose block has no lessons) has the page ask the API itself:
    // here it fails.
    await page.goto('/inscricao');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/aulas/iniciantes');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // Loading: the spinner while the lessons are on their way.
    await expect(page.getByRole('status').getByText('Carregando aulas...')).toBeVisible();
    release();
    await expect(page.getByRole('alert').getByText(LOAD_ERROR)).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    await expect(lessonCards(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    failing = false;
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(lessonCards(page)).toHaveCount(lessons.length);
    await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
  });
});

test.describe('level chooser /aulas/escolher-nivel', () => {
  for (const query of ['', '?ads=false', '?ads=TRUE', '?ads=1', '?ads=', '?utm_source=facebook']) {
    test(`without ads=true (${query || 'no query'}) it replaces itself with /inscricao`, async ({ page }) => {
      await page.goto(`/aulas/escolher-nivel${query}`);
      await expect(page).toHaveURL(/\/inscricao$/);
      // replace: the chooser is not in the history.
      await page.goBack();
      await expect(page).toHaveURL('about:blank');
    });
  }

  test('with ads=true: two cards that carry only the present utm fields and drop ads; axe-clean', async ({ page }) => {
    await page.goto(
      '/aulas/escolher-nivel?ads=true&utm_source=facebook&gclid=abc&utm_campaign=bf&utm_content=video%201&utm_id=9',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha o seu nível' })).toBeVisible();
    const carried = '?utm_source=facebook&utm_campaign=bf&utm_content=video+1';
    await expect(page.getByRole('link', { name: /Iniciante/ })).toHaveAttribute('href', `/aulas/iniciantes${carried}`);
    await expect(page.getByRole('link', { name: /Intermediário/ })).toHaveAttribute(
      'href',
      `/aulas/intermediario${carried}`,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: /Iniciante/ }).click();
    await expect(page).toHaveURL(new RegExp(`/aulas/iniciantes\\${carried.replace(/\+/g, '\\+')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas para Iniciantes' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: /Intermediário/ }).click();
    await expect(page).toHaveURL(/\/aulas\/intermediario\?utm_source=facebook&utm_campaign=bf&utm_content=video\+1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas Intermediárias' })).toBeVisible();
  });

  test('with ads=true and no utm fields the cards go to the bare level pages', async ({ page }) => {
    await page.goto('/aulas/escolher-nivel?ads=true');
    await expect(page.getByRole('link', { name: /Iniciante/ })).toHaveAttribute('href', '/aulas/iniciantes');
    await expect(page.getByRole('link', { name: /Intermediário/ })).toHaveAttribute('href', '/aulas/intermediario');
  });

  for (const path of ['/aulas/iniciantes', '/aulas/intermediario', '/aulas']) {
    test(`${path}?ads=true goes to the chooser keeping the whole query`, async ({ page }) => {
      await page.goto(`${path}?ads=true&utm_source=google&utm_medium=cpc&gclid=xyz`);
      await expect(page).toHaveURL(/\/aulas\/escolher-nivel\?ads=true&utm_source=google&utm_medium=cpc&gclid=xyz$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Escolha o seu nível' })).toBeVisible();
    });
  }

  test('ads other than "true" does not redirect a lesson page', async ({ page }) => {
    await page.goto('/aulas/iniciantes?ads=yes');
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas para Iniciantes' })).toBeVisible();
    await expect(page).toHaveURL(/\/aulas\/iniciantes\?ads=yes$/);
  });
});
