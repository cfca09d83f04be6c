import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STATIC_DIR } from './global-setup.ts';

type Entry = { id: string; title: string; name: string; type: 'story' | 'docs' };
const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// One font everywhere (Debian's fonts-dejavu-core, installed by scripts/bootstrap.sh), whatever the machine's
// system-ui resolves to, so a baseline taken on one machine matches another.
const PIN_FONTS = `:root, :root[data-theme] { --font-sans: 'DejaVu Sans', sans-serif !important; --font-mono: 'DejaVu Sans Mono', monospace !important; }
body { font-family: 'DejaVu Sans', sans-serif !important; }`;
// Dates in stories (countdowns) are computed from now: freeze it.
const NOW = new Date('2026-11-20T12:00:00-03:00');

for (const story of stories) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`, { waitUntil: 'load' });
      await page.addStyleTag({ content: PIN_FONTS });
      await page.waitForFunction(
        (expected) =>
          document.documentElement.getAttribute('data-theme') === expected &&
          ((document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 || document.querySelector('dialog') !== null),
        theme,
      );
      await page.evaluate(() => document.fonts.ready);

      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
