import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to leave out of the scan (keep this rare and say why). */
  exclude?: string[];
}

/**
 * Frames sandboxed without scripts (the e-mail preview's) are left out of every scan: axe runs inside each frame
 * through a script, which such a frame refuses, and its evaluate then never returns. Scan their content as a page of
 * its own (launch-emails-staff.spec.ts does for the e-mail).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Runs axe (WCAG 2.x A/AA rules) on the page and fails on any serious or critical violation,
 * printing each rule, its help text and the offending nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of [SCRIPTLESS_FRAMES, ...(options.exclude ?? [])]) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
  expect(serious, `axe on ${page.url()}:\n${report}`).toEqual([]);
}
