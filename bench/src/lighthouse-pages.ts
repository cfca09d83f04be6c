// Lighthouse (mobile, simulated throttling — its default config) in Debian's Chromium, median of N runs per page.
// JS bytes are the gzip -9 size of every script the page downloaded (deterministic, whatever the server sends).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@funil/scripts/chromium';
import { median } from './stats.ts';

export interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page downloaded during the Lighthouse run (until the network was quiet). */
  jsKbGzip: number;
  /**
   * The scripts requested before the live page took over (performance.mark('funil:takeover') in Lighthouse's
   * user-timings): the page's first-load JS; what is requested later (the below-the-fold sections, the PostgREST
   * client the hero's date and the submit import) does not delay the takeover. NaN on a page without a takeover.
   */
  jsBeforeTakeoverKbGzip: number;
  runs: number;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface NetworkItem {
  url: string;
  /** ms from the navigation start (observed, unthrottled), like the user-timings' startTime. */
  rendererStartTime?: number;
  resourceType?: string;
  statusCode?: number;
  /** ms from the same time 0 as rendererStartTime (the audit's debugData.networkStartTimeTs in the trace's clock). */
  networkEndTime?: number;
}

const gzipCache = new Map<string, number>();

async function gzipSizeOf(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  // A third-party script this machine cannot reach (the class page's YouTube IFrame API, www.youtube.com) failed in the
  // page too: it counts 0 here, as it downloaded nothing.
  const response = await fetch(url).catch(() => null);
  const size = response?.ok ? gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length : 0;
  gzipCache.set(url, size);
  return size;
}

/** The audits that say what the LCP element is and what delays it, and which tasks make up the TBT. */
const DETAIL_AUDITS = ['lcp-breakdown-insight', 'render-blocking-insight', 'long-tasks'];
/** Fields of Lighthouse's details that name nothing (element geometry, ids, debug data). */
const NOISE = new Set([
  'lhId',
  'path',
  'boundingRect',
  'debugData',
  'headings',
  'type',
  'valueType',
  'key',
  'granularity',
]);

/** BENCH_TAKEOVER_DETAIL=1: the LCP element and its phases, render-blocking requests and the long tasks, compact. */
function describeAudits(audits: Record<string, { details?: unknown } | undefined>): string {
  return DETAIL_AUDITS.map((id) => {
    const text = JSON.stringify(audits[id]?.details ?? null, (key, value: unknown) =>
      NOISE.has(key) ? undefined : typeof value === 'number' ? Math.round(value) : value,
    );
    return `    ${id}: ${text.length > 1500 ? `${text.slice(0, 1500)}...` : text}`;
  }).join('\n');
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * BENCH_TAKEOVER_DETAIL=1: what Lighthouse's LCP estimate (Lantern) is built from, read off the run's own trace. Its
 * pessimistic half counts every main-thread task that did a layout before the LCP was shown, and every request that
 * ended before it (the optimistic half only the first layout, like the FCP estimate); so a layout or a request that
 * comes before the paint is shown, even when the paint is already done, moves the LCP and not the FCP.
 */
function describeBeforeLcp(
  trace: { traceEvents: TraceEvent[] } | undefined,
  requests: NetworkItem[],
  /** The trace clock (µs) of the requests' time 0: the network-requests audit's debugData.networkStartTimeTs. */
  requestsStartTs: number | undefined,
): string {
  const events = trace?.traceEvents ?? [];
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!navigation || !lcp || requestsStartTs === undefined) return '    before the LCP: not found in the trace';
  const at = (ts: number) => Math.round((ts - navigation.ts) / 1000);
  const onMain = (e: TraceEvent) => e.pid === lcp.pid && e.tid === lcp.tid;
  const layouts = events.filter((e) => onMain(e) && e.name === 'Layout' && e.ts > navigation.ts && e.ts < lcp.ts);
  const tasks = events.filter(
    (e) =>
      onMain(e) &&
      e.name === 'RunTask' &&
      e.ts > navigation.ts &&
      e.ts < lcp.ts &&
      layouts.some((layout) => layout.ts >= e.ts && layout.ts <= e.ts + (e.dur ?? 0)),
  );
  const ended = requests.filter(
    (r) =>
      r.networkEndTime !== undefined &&
      requestsStartTs + r.networkEndTime * 1000 < lcp.ts &&
      r.resourceType !== 'Document',
  );
  return [
    `    before the LCP (${at(lcp.ts)} ms, unthrottled): tasks with a layout ${tasks
      .map((task) => {
        const own = layouts.filter((layout) => layout.ts >= task.ts && layout.ts <= task.ts + (task.dur ?? 0));
        const layoutMs = own.reduce((sum, layout) => sum + (layout.dur ?? 0), 0) / 1000;
        return `@${at(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(1)} ms (layout ${layoutMs.toFixed(1)})`;
      })
      .join(', ')}`,
    `    requests ended before it: ${ended.map((r) => `${r.url.slice(0, 90)} (ended at ${at(requestsStartTs + r.networkEndTime! * 1000)} ms)`).join(', ') || 'none'}`,
  ].join('\n');
}

export async function measurePage(url: string, runs: number, log: (line: string) => void): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const samples: Omit<PageFigures, 'runs'>[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
      const items = (
        (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
      ).filter((item) => item.resourceType === 'Script' && (item.statusCode ?? 200) < 400);
      const marks =
        (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ??
        [];
      const takeoverAt = marks.find((mark) => mark.name === 'funil:takeover')?.startTime;
      let jsBytes = 0;
      let jsBeforeTakeover = 0;
      for (const item of items) {
        const size = await gzipSizeOf(item.url);
        jsBytes += size;
        const before = takeoverAt !== undefined && (item.rendererStartTime ?? Number.POSITIVE_INFINITY) < takeoverAt;
        if (before) jsBeforeTakeover += size;
        // BENCH_JS_DETAIL=1 lists every script of the first run: where the page's JS weight comes from.
        if (run === 0 && process.env.BENCH_JS_DETAIL) {
          log(
            `    ${(size / 1024).toFixed(1).padStart(6)} KB  ${takeoverAt === undefined ? '' : before ? 'before takeover  ' : 'after takeover   '}${item.url}`,
          );
        }
      }
      const sample = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        jsKbGzip: jsBytes / 1024,
        jsBeforeTakeoverKbGzip: takeoverAt === undefined ? Number.NaN : jsBeforeTakeover / 1024,
      };
      const firstLoad =
        takeoverAt === undefined
          ? ''
          : ` (${sample.jsBeforeTakeoverKbGzip.toFixed(1)} KB before the takeover at ${Math.round(takeoverAt)} ms)`;
      log(
        `  run ${run + 1}: perf ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, JS ${sample.jsKbGzip.toFixed(1)} KB${firstLoad}`,
      );
      if (process.env.BENCH_TAKEOVER_DETAIL) {
        log(describeAudits(lhr.audits));
        const network = lhr.audits['network-requests']?.details as
          { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
        log(
          describeBeforeLcp(
            (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace,
            network?.items ?? [],
            network?.debugData?.networkStartTimeTs,
          ),
        );
      }
      samples.push(sample);
    }
    return {
      performance: median(samples.map((s) => s.performance)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      jsKbGzip: median(samples.map((s) => s.jsKbGzip)),
      jsBeforeTakeoverKbGzip: median(samples.map((s) => s.jsBeforeTakeoverKbGzip)),
      runs,
    };
  } finally {
    await chrome.kill();
  }
}
