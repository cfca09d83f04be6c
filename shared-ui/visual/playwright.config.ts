import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@funil/scripts/chromium';

// Visual regression of the design system: every story of the built Storybook, in both themes, against the
// PNG baselines committed in visual/__screenshots__/. Update them with `pnpm --filter @funil/shared-ui test:visual:update`.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  globalSetup: './global-setup.ts',
  // One preview page per worker, switched from story to story (stories.spec.ts); the tests are spread over the workers.
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
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
    // Locale, time zone, viewport, motion and colour scheme are set on the worker's page in stories.spec.ts.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
});
