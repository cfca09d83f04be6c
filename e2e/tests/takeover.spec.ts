// Usable from the first paint: the pre-rendered page takes input before the live page has taken over, and the live
// page adopts it (shell/src/prerender/prerender-takeover.tsx; the edge's takeover guard holds an early submit or tap).
// The takeover is delayed on purpose: the remote's entry (remoteEntry.js) is held until the test releases it.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';

/** Holds every remote's remoteEntry.js until release() (the shell cannot take over before). */
async function delayTakeover(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remoteEntry\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a pre-rendered page. The edge waits at most REMOTE_TIMEOUT_MS for the remote's markup and serves the plain
 * shell page past it (a cold remote on a loaded machine): the page is requested until the edge has it cached.
 */
async function gotoPrerendered(page: Page, path: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if ((await (await page.request.get(path)).text()).includes('data-prerendered=')) break;
  }
  await page.goto(path);
}

const prerendered = (page: Page) => page.locator('#root[data-prerendered]');
const whatsapp = (page: Page) => page.getByRole('textbox', { name: /WhatsApp/ });

test.describe('before the live page takes over', () => {
  for (const path of ['/inscricao', '/aulas', '/launch', '/oferta']) {
    test(`${path}: React hydrates the pre-rendered markup in place (the same nodes, no mismatch)`, async ({ page }) => {
      const rerendered: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('pré-renderizada foi renderizada de novo')) rerendered.push(message.text());
      });
      const release = await delayTakeover(page);
      await gotoPrerendered(page, path);
      await expect(prerendered(page)).toHaveCount(1);
      const probe = await page.evaluateHandle(() => document.querySelector('#root')!.firstElementChild!);
      release();
      await expect(prerendered(page)).toHaveCount(0);
      expect(await probe.evaluate((node) => node.isConnected)).toBe(true);
      expect(rerendered).toEqual([]);
    });
  }

  test('/inscricao: what is typed, chosen, focused and the caret are kept; +55 is shown from the first paint', async ({
    page,
  }) => {
    const release = await delayTakeover(page);
    await gotoPrerendered(page, '/inscricao');
    await expect(prerendered(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^País: Brasil \(\s*\+55\s*\)$/ })).toBeVisible();
    await page.getByLabel('Nome completo').pressSequentially('Maria Souza');
    await page.getByLabel('E-mail').fill('maria.souza@example.com');
    await page.getByLabel('Sim, já programei').check();
    await whatsapp(page).pressSequentially('11987654321');
    const name = page.getByLabel('Nome completo');
    await name.focus();
    await name.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 5));
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    // Still the pre-rendered markup: the shell has not taken over.
    await expect(prerendered(page)).toHaveCount(1);

    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Souza');
    await expect(page.getByLabel('E-mail')).toHaveValue('maria.souza@example.com');
    await expect(page.getByLabel('Sim, já programei')).toBeChecked();
    await expect(whatsapp(page)).toHaveValue('(11) 98765-4321');
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    expect(await name.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      2, 5,
    ]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The live page took the values into its own state: typing goes on from them.
    await page.getByLabel('Nome completo').press('End');
    await page.getByLabel('Nome completo').pressSequentially(' Lima');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Souza Lima');
  });

  test('/lista-espera: a takeover forced while the visitor moves to the next field leaves the focus there', async ({
    page,
  }) => {
    // What a second visit (the modules cached, the takeover within the first keystrokes) showed: the e-mail typed into
    // the name field. React finishes a pending hydration at once when a discrete event (input, pointerdown, ...) reaches
    // the page, inside whatever script dispatched it, and the takeover's focus step runs in a microtask after that
    // script, which may by then have moved the focus on: the step must take the focus as it is then, not put it back.
    // The window to step in is a few slices of a transition: at some CPU speeds the hydration finishes between two
    // polls. Such a try proves nothing either way, so the scenario is set up again, slower, up to four times.
    const cdp = await page.context().newCDPSession(page);
    let outcome = '';
    for (const rate of [6, 10, 16, 24]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const release = await delayTakeover(page);
      await gotoPrerendered(page, '/lista-espera');
      await expect(prerendered(page)).toHaveCount(1);
      await page.getByLabel('Nome completo').fill('Ana de Novo');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate }); // hydration in several slices: a window to step in
      const forced = page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const root = document.getElementById('root')!;
            const poll = () => {
              if (!root.hasAttribute('data-prerendered')) return resolve('taken over before the test could step in');
              // hydrateRoot marks its container at once; the hydration itself runs as a transition, in slices.
              if (!Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
                return void setTimeout(poll, 0);
              document.getElementById('lista-espera-nome')!.dispatchEvent(new Event('input', { bubbles: true }));
              const committed = !root.hasAttribute('data-prerendered');
              document.getElementById('lista-espera-email')!.focus();
              resolve(committed ? 'forced' : 'not forced');
            };
            poll();
          }),
      );
      release();
      outcome = await forced;
      if (outcome !== 'taken over before the test could step in') break;
    }
    expect(outcome).toBe('forced');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.insertText('ana@example.com');
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@example.com');
    await expect(page.getByLabel('Nome completo')).toHaveValue('Ana de Novo');
  });

  test('/inscricao: the stylesheets inlined in the HTML are not requested again, and the live page stays styled', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) requested.push(request.url());
    });
    const release = await delayTakeover(page);
    await gotoPrerendered(page, '/inscricao');
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')!));
    expect(inlined.length).toBeGreaterThan(1);
    const looks = () =>
      page.getByRole('button', { name: 'Quero participar gratuitamente' }).evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.backgroundColor, style.borderRadius, style.fontWeight, style.minHeight];
      });
    const before = await looks();
    release();
    await expect(prerendered(page)).toHaveCount(0);
    // The sections below the hero load after the takeover, with their own stylesheet.
    await expect(page.getByRole('heading', { name: /Perguntas frequentes/ })).toBeVisible();
    expect(await looks()).toEqual(before);
    const inlinedUrls = inlined.map((href) => new URL(href, page.url()).href);
    expect(requested.filter((url) => inlinedUrls.includes(url))).toEqual([]);
  });

  test('/inscricao: a submit before the takeover shows Processando..., is held, and is carried out once', async ({
    page,
    db,
  }) => {
    const email = `e2e-takeover-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/register_lead')) requests.push(request.method());
    });
    const release = await delayTakeover(page);
    await gotoPrerendered(page, '/inscricao');
    await expect(prerendered(page)).toHaveCount(1);
    await page.getByLabel('Nome completo').fill('Joana Prado');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Não, quero aprender').check();
    await whatsapp(page).fill('11987654321');
    const button = page.locator('form button[type=submit]');
    await button.click();
    await expect(button).toHaveText('Processando...');
    await button.click(); // a second tap is not a second submit
    await page.getByLabel('E-mail').press('Enter'); // nor is Enter
    // No GET submit: what was typed never goes into the URL.
    expect(page.url()).not.toContain('Joana');
    expect(requests).toEqual([]);

    release();
    await expect(page).toHaveURL(/\/inscricao\/obrigado-2\?data=[A-Za-z0-9_-]{22,}$/);
    expect(requests).toEqual(['POST']);
    const { rows } = await db.query<{ name: string; whatsapp: string }>(
      'select name, whatsapp from public.leads_lancamento where email = $1',
      [email],
    );
    expect(rows).toEqual([{ name: 'Joana Prado', whatsapp: '5511987654321' }]);
  });

  test("/launch: a tap on 'Quero começar agora' before the takeover is carried out by the live page", async ({
    page,
  }) => {
    const release = await delayTakeover(page);
    await gotoPrerendered(page, '/launch');
    await expect(prerendered(page)).toHaveCount(1);
    const cta = page.locator('button[data-cta]').first();
    await expect(cta).toHaveText('Quero começar agora');
    await cta.click();
    await expect(cta).toHaveText('Processando...');
    release();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.locator('#preco-do-curso')).toBeFocused();
    await expect(page.locator('#preco-do-curso')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Quero começar agora' }).first()).toBeVisible();
  });

  test('/compras: the sign-in form is the first HTML; typed and submitted before the takeover, it signs in once', async ({
    page,
    env,
  }) => {
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) signIns.push(request.method());
    });
    const release = await delayTakeover(page);
    await gotoPrerendered(page, '/compras');
    await expect(prerendered(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Área da equipe' })).toBeVisible();
    await page.getByLabel('E-mail').fill(env.staffEmail);
    await page.getByLabel('Senha').fill(env.staffPassword);
    const enter = page.locator('form button[type=submit]');
    await enter.click();
    await expect(enter).toHaveText('Processando...');
    expect(page.url()).not.toContain('senha');
    expect(signIns).toEqual([]);
    release();
    await expect(page.getByRole('heading', { name: 'Leads de Compra', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(signIns).toEqual(['POST']);
  });
});
