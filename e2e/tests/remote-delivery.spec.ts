// Safe independent delivery on the composed site, through the real command (`npm run remote`, i.e.
// node scripts/remote/cli.ts) and the real edge (its map store, a Durable Object on workerd): a second release of the
// funnel is built once; a release that lacks an exposed page is refused (map unchanged); a good one goes to a 50%
// canary (the cohort cookie decides who gets its markup and code); a failing canary is rolled back by the edge itself
// from the production signals its visitors' browsers sent (the history says why); a good one is published, promoted
// and rolled back by command. The global setup lowers the canary's thresholds (CANARY_MIN_PAGE_VIEWS 3).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { releasesDir, snapshotRelease } from '@funil/scripts/remote/releases';
import { expect, test } from '../src/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'scripts', 'remote', 'cli.ts');
const run = promisify(execFile);
/** The retry button of the shell's error boundary (shell/src/remotes/remote-error-boundary.tsx REMOTE_RETRY_LABEL). */
const REMOTE_RETRY_LABEL = 'Tentar novamente';

interface Cli {
  code: number;
  out: string;
}

/** `npm run remote -- <args>` against this run's site (the command finds its admin endpoint by PORT). */
async function remote(sitePort: number, ...args: string[]): Promise<Cli> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(sitePort), REMOTES_ACTOR: 'e2e' },
      timeout: 120_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

interface Status {
  version: number;
  stable: Record<string, string>;
  canaries: Record<string, { url: string; percent: number }>;
  history: { version: number; action: string; by: string; from: string | null; to: string | null; reason: string }[];
}

async function status(sitePort: number): Promise<Status> {
  const result = await remote(sitePort, 'status', '--json');
  expect(result.code, result.out).toBe(0);
  return JSON.parse(result.out) as Status;
}

/**
 * A release made from another by editing its files (a broken or failing build without a second Vite build): its own
 * build id (the manifest's buildVersion), so it lands in its own folder like any release.
 */
function deriveRelease(fromId: string, tag: string, edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  try {
    cpSync(path.join(releasesDir('mfe_funnel'), fromId), dir, { recursive: true });
    edit(dir);
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      metaData: { buildInfo: Record<string, unknown> };
    };
    manifest.metaData.buildInfo.buildVersion = createHash('sha256')
      .update(`${fromId}:${tag}`)
      .digest('hex')
      .slice(0, 12);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    return snapshotRelease('mfe_funnel', dir).id;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const idOf = (url: string | undefined) => /\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url ?? '')?.[1] ?? '';

test.describe.serial('remote delivery', () => {
  let port = 0;
  let origin = '';
  let v1 = '';
  let v2 = '';
  const manifestUrl = (id: string) => `${origin}/${id}/mf-manifest.json`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    port = Number(process.env.E2E_SITE_PORT);
    origin = `http://127.0.0.1:${port + 1}`;
    v1 = idOf((await status(port)).stable.mfe_funnel);
    expect(v1).not.toBe('');
    // The second version: a real build of the funnel (label: a release of its own from the same sources). Built once
    // per machine: the same label gives the same content, hence the same release.
    const built = await remote(port, 'build', 'mfe_funnel', '--label', 'e2e-second-version');
    expect(built.code, built.out).toBe(0);
    v2 = /release mfe_funnel ([0-9a-f]{12})/.exec(built.out)?.[1] ?? '';
    expect(v2).not.toBe('');
    expect(v2).not.toBe(v1);
  });

  test('a release whose manifest lacks a page the route table uses is refused; the map is unchanged', async ({
    request,
  }) => {
    const broken = deriveRelease(v2, 'without-landing', (dir) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: { name: string }[] };
      manifest.exposes = manifest.exposes.filter((entry) => entry.name !== 'Landing');
      writeFileSync(file, JSON.stringify(manifest));
    });
    const before = await (await request.get('/remotes.json')).text();
    const versionBefore = (await status(port)).version;
    const refused = await remote(port, 'publish', 'mfe_funnel', manifestUrl(broken));
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      'mfe_funnel does not expose ./Landing, which the route table shows at /inscricao (routes table, component Landing)',
    );
    expect(refused.out).toContain('whose page catalogue (build-config/pages.ts) declares Landing for mfe_funnel');
    expect(refused.out).toContain(`The map is unchanged (version ${versionBefore})`);
    expect(await (await request.get('/remotes.json')).text()).toBe(before);
    expect((await status(port)).version).toBe(versionBefore);
  });

  test('a 50% canary: a visitor in its share gets its markup and code, another the stable version', async ({
    page,
    request,
  }) => {
    const published = await remote(
      port,
      'publish',
      'mfe_funnel',
      manifestUrl(v2),
      '--canary',
      '50',
      '--reason',
      'e2e canary',
    );
    expect(published.code, published.out).toBe(0);
    expect(published.out).toContain(`canary  mfe_funnel ${v1} -> ${v2} (50%)  by e2e: e2e canary`);

    const inShare = await (await request.get('/inscricao', { headers: { cookie: 'funil_cohort=0' } })).text();
    expect(inShare).toContain('data-prerendered="mfe_funnel/Landing"');
    expect(inShare).toContain(`"mfe_funnel":"${manifestUrl(v2)}"`);
    expect(inShare).toContain(`${origin}/${v2}/assets/`);
    expect(inShare).not.toContain(`/${v1}/`);
    const outside = await request.get('/inscricao', { headers: { cookie: 'funil_cohort=50' } });
    const outsideHtml = await outside.text();
    expect(outsideHtml).toContain('data-prerendered="mfe_funnel/Landing"');
    expect(outsideHtml).toContain(`"mfe_funnel":"${manifestUrl(v1)}"`);
    expect(outsideHtml).not.toContain(`/${v2}/`);
    expect(outside.headers()['vary']).toContain('Cookie');

    // A new visitor gets a cohort from the edge, kept beyond the visit.
    const fresh = await request.get('/remotes.json', { headers: { cookie: '' } });
    expect(fresh.headers()['set-cookie']).toMatch(
      /^funil_cohort=\d{1,2}; Path=\/; Max-Age=15552000; SameSite=Lax; HttpOnly$/,
    );

    // In the browser, the canary's code runs for a visitor of the share.
    await page.context().addCookies([{ name: 'funil_cohort', value: '0', url: `http://127.0.0.1:${port}` }]);
    const code = page.waitForResponse(
      (response) => response.url() === `${origin}/${v2}/remoteEntry.js` && response.ok(),
    );
    await page.goto('/inscricao');
    await code;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failing canary is rolled back by the edge itself, and the history says why', async ({ page, request }) => {
    test.setTimeout(120_000);
    const failing = deriveRelease(v2, 'throws-on-load', (dir) => {
      writeFileSync(path.join(dir, 'remoteEntry.js'), "throw new Error('e2e: this canary fails to start');\n");
    });
    const published = await remote(port, 'publish', 'mfe_funnel', manifestUrl(failing), '--canary', '50');
    expect(published.code, published.out).toBe(0);

    // Its visitors' browsers fail to load it and say so (production signals, sent when the page is hidden).
    await page.context().addCookies([{ name: 'funil_cohort', value: '1', url: `http://127.0.0.1:${port}` }]);
    for (let visit = 0; visit < 3; visit += 1) {
      const entry = page.waitForResponse((response) => response.url() === `${origin}/${failing}/remoteEntry.js`);
      await page.goto('/inscricao');
      await entry;
      await expect(page.getByRole('button', { name: REMOTE_RETRY_LABEL })).toBeVisible();
      await page.goto('about:blank'); // pagehide: the beacon goes
    }

    // Nobody runs a command: pages served while the canary runs ask the store to check its health.
    await expect
      .poll(
        async () => {
          await request.get('/inscricao', { headers: { cookie: 'funil_cohort=99' } });
          return Object.keys((await status(port)).canaries);
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toEqual([]);
    const after = await status(port);
    expect(after.stable.mfe_funnel).toBe(manifestUrl(v1));
    const entry = after.history[0]!;
    expect(entry).toMatchObject({
      action: 'auto-rollback',
      by: 'edge (automatic canary check)',
      from: manifestUrl(failing),
      to: manifestUrl(v1),
    });
    expect(entry.reason).toMatch(/^automatic rollback: remote-load failures \d+\/\d+ page views/);
    const shown = await remote(port, 'status');
    expect(shown.out).toContain('auto-rollback');
    const html = await (await request.get('/inscricao', { headers: { cookie: 'funil_cohort=1' } })).text();
    expect(html).toContain(`"mfe_funnel":"${manifestUrl(v1)}"`);
  });

  test('publish, promote, then roll back by command', async ({ request }) => {
    expect((await remote(port, 'publish', 'mfe_funnel', manifestUrl(v2), '--canary', '10')).code).toBe(0);
    const promoted = await remote(port, 'promote', 'mfe_funnel');
    expect(promoted.code, promoted.out).toBe(0);
    expect(promoted.out).toContain(`promote  mfe_funnel ${v1} -> ${v2}`);
    expect(JSON.parse(await (await request.get('/remotes.json')).text()).mfe_funnel).toBe(manifestUrl(v2));
    const shown = await remote(port, 'status');
    expect(shown.out).toContain(`stable  ${v2}  100%`);

    const rolledBack = await remote(port, 'rollback', 'mfe_funnel', '--reason', 'e2e: back to the first version');
    expect(rolledBack.code, rolledBack.out).toBe(0);
    expect(rolledBack.out).toContain(`rollback  mfe_funnel ${v2} -> ${v1}  by e2e: e2e: back to the first version`);
    expect(JSON.parse(await (await request.get('/remotes.json')).text()).mfe_funnel).toBe(manifestUrl(v1));
    const history = (await status(port)).history.map((entry) => entry.action);
    expect(history.slice(0, 3)).toEqual(['rollback', 'promote', 'canary']);
  });
});
