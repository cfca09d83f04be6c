// The public content (route table, current launch, lesson catalogue) reaches the browser with the page (the
// edge's #funil-public-content data block, edge/src/public-content.ts): a fresh browser opening a public page makes
// no request to the database API until it submits something; a staff change shows within the edge's freshness window;
// with the API down, the pages still render from the edge's last copy.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startEdge, type EdgeServer } from '@funil/edge/local/edge-server';
import { setLaunchPhase } from '../src/db.ts';
import { expect, test } from '../src/fixtures.ts';
import { findFreePortBlock } from '../src/ports.ts';

/** The public pages a visitor opens first (the route table adds the level pages). */
const PUBLIC_PAGES = [
  '/inscricao',
  '/aulas',
  '/aulas/iniciantes',
  '/aulas/intermediario',
  '/launch',
  '/lista-espera',
  '/bio',
  '/oferta',
  '/privacy-policy',
];

/** Every request the page sends to the database API (PostgREST under /rest/v1). */
function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

/** The live page has taken over (no pre-rendered markup left), shows its content, and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test.describe('public pages read nothing from the database API', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: a fresh browser makes no /rest/v1 request`, async ({ page }) => {
      const requests = recordApiRequests(page);
      await page.goto(path);
      await settled(page);
      expect(requests).toEqual([]);
      expect(await page.locator('#funil-public-content').count()).toBe(1);
    });
  }

  test('/aulas shows the catalogue from the page, and the registration is the first API request', async ({
    page,
    db,
  }) => {
    const restore = await setLaunchPhase(db, 'before_event');
    try {
      const { rows } = await db.query<{ title: string }>(
        `select title from public.lesson_catalog order by "order", id limit 1`,
      );
      const requests = recordApiRequests(page);
      await page.goto('/aulas');
      await expect(page.getByText(rows[0]!.title).first()).toBeVisible();
      await page.goto('/inscricao');
      await settled(page);
      expect(requests).toEqual([]);
      await page.getByLabel('Nome completo').fill('Pessoa Conteúdo Público');
      await page.getByLabel('E-mail').fill(`conteudo-publico-${Date.now()}@example.com`);
      await page.getByLabel('Não, quero aprender').check();
      await page.getByRole('textbox', { name: /WhatsApp/ }).pressSequentially('11987654321');
      const answer = page.waitForResponse('**/rest/v1/rpc/register_lead');
      await page.getByRole('button', { name: 'Quero participar gratuitamente' }).click();
      expect((await answer).ok()).toBe(true);
      expect(requests[0]).toBe('POST /rest/v1/rpc/register_lead');
    } finally {
      await restore();
    }
  });
});

/** A stand-in for the API that can be taken down: forwards to the run's API until stopped. */
async function startApiProxy(target: string): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test.describe('the edge window', () => {
  // An edge of its own with a short window (3 s fresh + 2 s stale = a change shows within 5 s), in front of the run's
  // remotes and, through a proxy that can be stopped, the run's API.
  const TTL_SECONDS = 3;
  const STALE_SECONDS = 2;
  let edge: EdgeServer;
  let api: Awaited<ReturnType<typeof startApiProxy>>;

  test.beforeAll(async ({ env }) => {
    const remotes = (await (await fetch(new URL('/remotes.json', env.baseUrl))).json()) as Record<string, string>;
    api = await startApiProxy(env.supabaseUrl);
    edge = await startEdge({
      port: await findFreePortBlock(1),
      remotes,
      supabaseUrl: api.url,
      anonKey: env.anonKey,
      vars: {
        PUBLIC_CONTENT_TTL_SECONDS: String(TTL_SECONDS),
        PUBLIC_CONTENT_STALE_SECONDS: String(STALE_SECONDS),
        PUBLIC_CONTENT_TIMEOUT_MS: '5000',
      },
    });
  });

  test.afterAll(async () => {
    await edge?.stop();
    await api?.stop();
  });

  test('a launch date changed by the staff shows within the window; the browser never asks the API', async ({
    page,
    db,
  }) => {
    const restore = await setLaunchPhase(db, 'before_event');
    try {
      const { rows } = await db.query<{ event_date_text: string }>(
        'select event_date_text from public.launches where is_current',
      );
      const before = rows[0]!.event_date_text;
      const requests = recordApiRequests(page);
      await page.goto(`${edge.url}/inscricao`);
      await expect(page.getByText(before).first()).toBeVisible();

      // The staff move the event a day later (the date text as the launch screen writes it).
      const after = `${before} (adiado)`;
      await db.query(
        `update public.launches set event_date_text = $1, event_starts_at = event_starts_at + interval '1 day',
           event_ends_at = event_ends_at + interval '1 day' where is_current`,
        [after],
      );
      await expect
        .poll(
          async () => {
            await page.goto(`${edge.url}/inscricao`);
            await settled(page);
            return page.getByText(after).count();
          },
          { timeout: (TTL_SECONDS + STALE_SECONDS) * 1000 + 10_000, intervals: [500] },
        )
        .toBeGreaterThan(0);
      expect(requests).toEqual([]);
    } finally {
      await restore();
    }
  });

  test('with the API down, the pages still render from the edge’s last copy', async ({ page, db }) => {
    const { rows } = await db.query<{ title: string }>(
      `select title from public.lesson_catalog order by "order", id limit 1`,
    );
    await page.goto(`${edge.url}/aulas`);
    await expect(page.getByText(rows[0]!.title).first()).toBeVisible();
    expect(await page.locator('#funil-public-content').count()).toBe(1);
    await api.stop();
    // Past the whole window (fresh + stale): the edge's read fails and it serves its last copy (stale-if-error).
    await page.waitForTimeout((TTL_SECONDS + STALE_SECONDS + 1) * 1000);
    const requests = recordApiRequests(page);
    await page.goto(`${edge.url}/aulas`);
    await expect(page.getByText(rows[0]!.title).first()).toBeVisible();
    const block = JSON.parse((await page.locator('#funil-public-content').textContent()) ?? '{}') as Record<
      string,
      unknown[]
    >;
    // Every resource of a lessons page, from the last copy: the lesson catalogue and, since the class page (/aula)
    // is the lessons remote's too, the launches' classes (data-client's PUBLIC_RESOURCES).
    expect(Object.keys(block).sort()).toEqual(['current_launch', 'launch_classes', 'lessons', 'routes']);
    expect(requests).toEqual([]);
  });
});
