import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

// Visual regression of the design system: every story of the built Storybook, in both themes, against the
// PNG baselines committed in visual/__screenshots__/. Update them with `pnpm --filter @funil/shared-ui test:visual:update`.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  globalSetup: './global-setup.ts',
  // 2 shared cores: one browser.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: '../visual-report', open: 'never' }]],
  timeout: 30_000,
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    // Small tolerance for anti-aliasing; fonts are pinned to DejaVu (Debian's fonts-dejavu-core) by the spec.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 960, height: 640 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'] },
  },
});
