import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { STATIC_DIR } from './global-setup.ts';

type Entry = { id: string; title: string; name: string; type: 'story' | 'docs' };
const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8')) as {
  entries: Record<string, Entry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

type Theme = 'dark' | 'light';

// axe-core, injected once per page: colour contrast needs real layout, so it is checked here, not in jsdom (src/a11y.test.tsx).
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// One font everywhere (Debian's fonts-dejavu-core, installed by scripts/bootstrap.sh), whatever the machine's
// system-ui resolves to, so a baseline taken on one machine matches another.
const PIN_FONTS = `:root, :root[data-theme] { --font-sans: 'DejaVu Sans', sans-serif !important; --font-mono: 'DejaVu Sans Mono', monospace !important; }
body { font-family: 'DejaVu Sans', sans-serif !important; }`;
// Dates in stories (countdowns) are computed from now: freeze it.
const NOW = new Date('2026-11-20T12:00:00-03:00');

/**
 * One Storybook preview page per worker: loaded once (fonts, CSS and the story bundle), then switched from story to
 * story and theme to theme through the preview's channel, as Storybook's own manager does, without reloading.
 * The a11y addon's automatic axe run is off here (the story tests in `pnpm test` run axe).
 */
class StoryPage {
  private story: string | null = null;
  private theme: Theme | null = null;

  constructor(readonly page: Page) {}

  async show(storyId: string, theme: Theme) {
    if (this.story === null) {
      await this.page.clock.setFixedTime(NOW);
      await this.page.goto(
        `${process.env.STORYBOOK_URL}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
        { waitUntil: 'load' },
      );
      await this.page.addStyleTag({ content: PIN_FONTS });
      await this.page.addScriptTag({ path: AXE_SCRIPT });
      await this.page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    } else if (this.story !== storyId || this.theme !== theme) {
      await this.page.evaluate(
        ({ storyId, theme, storyChanged, themeChanged }) =>
          new Promise<void>((resolve, reject) => {
            type Channel = {
              on: (event: string, listener: (...args: unknown[]) => void) => void;
              off: (event: string, listener: (...args: unknown[]) => void) => void;
              emit: (event: string, ...args: unknown[]) => void;
            };
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
              .__STORYBOOK_ADDONS_CHANNEL__;
            const failures = ['storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException'];
            const cleanup = () => {
              channel.off('storyRendered', rendered);
              for (const name of failures) channel.off(name, failed);
            };
            const rendered = (id: unknown) => {
              if (id !== storyId) return;
              cleanup();
              resolve();
            };
            const failed = (detail: unknown) => {
              cleanup();
              reject(new Error(`A story ${storyId} falhou ao renderizar: ${JSON.stringify(detail)}`));
            };
            channel.on('storyRendered', rendered);
            for (const name of failures) channel.on(name, failed);
            if (themeChanged) channel.emit('updateGlobals', { globals: { theme } });
            if (storyChanged) channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          }),
        { storyId, theme, storyChanged: this.story !== storyId, themeChanged: this.theme !== theme },
      );
    }
    this.story = storyId;
    this.theme = theme;
    await this.page.waitForFunction(
      (expected) =>
        document.documentElement.getAttribute('data-theme') === expected &&
        ((document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
          document.querySelector('dialog') !== null),
      theme,
    );
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      window.scrollTo(0, 0);
      // Two frames: the story's effects (dialogs opened in useEffect, measured layouts) have painted.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  }

  /** Text below WCAG AA contrast in the story as rendered (this theme). */
  async contrastProblems(): Promise<string[]> {
    return this.page.evaluate(async () => {
      type Axe = {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
      );
    });
  }
}

const test = base.extend<Record<string, never>, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      // Worker-scoped, so the context options are given here (the config's `use` applies to test-scoped pages).
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 960, height: 640 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'dark',
      });
      const page = await context.newPage();
      await use(new StoryPage(page));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of stories) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ storyPage }) => {
      await storyPage.show(story.id, theme);
      await expect(storyPage.page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
      expect(await storyPage.contrastProblems()).toEqual([]);
    });
  }
}
