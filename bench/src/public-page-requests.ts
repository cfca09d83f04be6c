// Database requests per public page view, read on the API's side (the local gateway's count of /rest/v1 requests,
// local-supabase/src/gateway.ts): each view is a fresh browser context (no cache, no storage) that opens the page and
// waits until the live page shows its content and the network is idle. Requests a page sent (they carry an Origin)
// are told apart from the edge's own reads of the public content (server to server, no Origin).
//   before: the same page with the edge's #funil-public-content data block removed as it is parsed (the browser then
//           reads the API itself, as every page did before the edge served the public content);
//   after:  the page as the edge serves it.
// The edge's cache is warmed by one view of each page first (steady state); its refreshes (one read per resource per
// freshness window) are reported beside, per 1,000 views of this run.
import { chromium, type Browser, type Page } from 'playwright-core';
import type { LocalSupabase } from '@funil/local-supabase/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@funil/scripts/chromium';
import type { Measurement } from './report.ts';
import { PUBLIC_CONTENT_ELEMENT_ID } from '@funil/data-client/public/public-content';

export const PUBLIC_PAGES = [
  '/inscricao',
  '/aulas',
  '/aulas/iniciantes',
  '/launch',
  '/lista-espera',
  '/bio',
  '/oferta',
];

async function view(browser: Browser, url: string, withoutBlock: boolean): Promise<void> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    if (withoutBlock) {
      // The block is taken out as the parser adds it, before any module script runs. (Not by rewriting the response
      // in the test: Chromium treats a document fulfilled by the test as public-network content and refuses its
      // requests to the loopback remotes and API, so that page made no request at all.)
      await page.addInitScript((id: string) => {
        new MutationObserver(() => document.getElementById(id)?.remove()).observe(document, {
          childList: true,
          subtree: true,
        });
      }, PUBLIC_CONTENT_ELEMENT_ID);
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !!root && !root.hasAttribute('data-prerendered') && !/Carregando\.\.\./.test(root.innerText);
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  } finally {
    await context.close();
  }
}

export async function measurePublicPageRequests(options: {
  supabase: LocalSupabase;
  siteUrl: string;
  views: number;
  ttlSeconds: number;
  log: (line: string) => void;
}): Promise<Measurement[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const group = `Database requests per 1,000 public page views (the API gateway's /rest/v1 count; fresh browser per view, ${options.views} views per page and case; edge freshness ${options.ttlSeconds} s)`;
  const measurements: Measurement[] = [];
  try {
    for (const path of PUBLIC_PAGES) {
      const url = new URL(path, options.siteUrl).href;
      await view(browser, url, false); // warms the edge's cache and the remotes' files
      for (const [label, withoutBlock] of [
        ['before (no data block: the browser reads the API)', true],
        ['after (data block from the edge)', false],
      ] as const) {
        const start = options.supabase.restRequests();
        const started = Date.now();
        for (let i = 0; i < options.views; i += 1) await view(browser, url, withoutBlock);
        const end = options.supabase.restRequests();
        const fromPages = end.fromPages - start.fromPages;
        const edgeReads = end.total - end.fromPages - (start.total - start.fromPages);
        const perThousand = (count: number) => Math.round((count / options.views) * 1000);
        options.log(`${path} ${label}: ${fromPages} page requests, ${edgeReads} edge reads in ${options.views} views`);
        measurements.push({
          group,
          name: `${path} ${label}`,
          value: perThousand(fromPages),
          unit: 'requests',
          ...(withoutBlock ? {} : { budget: 0, comparison: '==' as const }),
          note: `edge reads meanwhile: ${edgeReads} in ${((Date.now() - started) / 1000).toFixed(0)} s (${perThousand(edgeReads)} per 1,000 views at this page rate)`,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return measurements;
}
