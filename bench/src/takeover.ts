// Time until the live page has taken over a pre-rendered page, and 'typed before takeover and kept', on the mobile
// profile the takeover's budget is set for (150 ms RTT, 1.6 Mbps down, 4x CPU slowdown, a phone's viewport) applied for real through the
// DevTools protocol (Lighthouse's numbers are simulated: its trace cannot say when the shell took over).
// What it is: a fresh headless Chromium per run, the cache disabled, every request's response delayed by 150 ms and
// the bandwidth capped (DevTools' request-level throttling), the renderer's main thread slowed 4x; times are from the
// navigation start. What it leaves out: DevTools' throttling does not model connection set-up, so a real phone's cold
// visit adds DNS + TCP + TLS (about 3 round trips, ~0.45 s) before the HTML, and one or two round trips per other
// origin (the remotes), to every figure here; the static reference page is measured the same way for comparison.
// The shell marks the takeover with performance.mark('funil:takeover') (shell/src/prerender/prerender-takeover.tsx).
// The typing check: from the first paint of the registration form, one key every TYPE_INTERVAL_MS into the name field
// (real key events), until a few keys after the takeover; then the field must hold every key typed.
// Only Node's own WebSocket and fetch: no browser-automation dependency.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@funil/scripts/chromium';
import { median } from './stats.ts';

export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
  width: 412,
  height: 823,
  scale: 1.75,
};
const TYPE_INTERVAL_MS = 80;
const TEXT = 'Maria Souza da Silva Pereira Lima Santos Oliveira ';
const KEYS_AFTER_TAKEOVER = 3;
const PAGE_TIMEOUT_MS = 30_000;
/** Time given to the emulated viewport to reach the tab before the measured navigation (see withMobilePage). */
const EMULATION_SETTLE_MS = 500;

export interface TakeoverFigures {
  /** ms from navigation start to the shell's funil:takeover mark (median of runs). */
  takeoverMs: number;
  /** ms from navigation start to the first contentful paint (median). */
  fcpMs: number;
  runs: number;
}

export interface BlockingFigures {
  /** Sum over the page's main-thread tasks after the first contentful paint of (duration - 50 ms), median of runs. */
  blockingMs: number;
  /** The longest such task (median of runs). */
  longestTaskMs: number;
  runs: number;
}

export interface TypingFigures {
  typedBeforeTakeover: number;
  typed: number;
  kept: boolean;
  value: string;
  takeoverMs: number;
}

interface CdpMessage {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/** The smallest DevTools protocol client: send(method, params) -> result. */
class Cdp {
  private nextId = 1;
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private listeners = new Map<string, ((params: unknown) => void)[]>();
  private socket: WebSocket;
  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as CdpMessage;
      if (message.id === undefined) {
        if (message.method) for (const listener of this.listeners.get(message.method) ?? []) listener(message.params);
        return;
      }
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message.result);
    });
  }

  static async open(port: number): Promise<Cdp> {
    const target = (await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new Cdp(socket);
  }

  /** Calls `listener` with the params of every `method` event. */
  on(method: string, listener: (params: unknown) => void) {
    this.listeners.set(method, [...(this.listeners.get(method) ?? []), listener]);
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      {
        expression,
        returnByValue: true,
      },
    );
    if (exceptionDetails) throw new Error(exceptionDetails.text);
    return result.value;
  }

  close() {
    this.socket.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, pollMs = 10): Promise<T> {
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`takeover bench: timed out waiting for ${what}`);
    await sleep(pollMs);
  }
}

async function withMobilePage<T>(run: (cdp: Cdp) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const cdp = await Cdp.open(chrome.port);
    try {
      await cdp.send('Page.enable');
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE_PROFILE.latencyMs,
        downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
        uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width: MOBILE_PROFILE.width,
        height: MOBILE_PROFILE.height,
        deviceScaleFactor: MOBILE_PROFILE.scale,
        mobile: true,
      });
      // The page is then opened from about:blank in the emulated tab, once the emulation has settled (as Lighthouse
      // does). Navigating the fresh tab straight to the site right after the override put the first paint seconds after
      // the page had loaded, the static reference page's too (docs/performance.md): headless Chromium holds the
      // new renderer's first frame until the emulated mobile viewport has reached it. about:blank requests nothing from
      // the site: its origin, connection and cache stay cold.
      await cdp.send('Page.navigate', { url: 'about:blank' });
      await cdp.send('Runtime.evaluate', {
        expression: 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
        awaitPromise: true,
      });
      await sleep(EMULATION_SETTLE_MS);
      return await run(cdp);
    } finally {
      cdp.close();
    }
  } finally {
    chrome.kill();
  }
}

const TAKEOVER_MS = "(performance.getEntriesByName('funil:takeover')[0] || {}).startTime";
const FCP_MS = "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime";

/** BENCH_TAKEOVER_DETAIL=1: every request (start -> end, bytes on the wire) and mark, in time order, to see where the
 * time until the takeover goes. */
const TIMELINE = `[
  ...performance.getEntriesByType('resource').map((entry) =>
    '    ' + Math.round(entry.startTime) + ' -> ' + Math.round(entry.responseEnd) + ' ms  ' +
    (entry.transferSize / 1024).toFixed(1) + ' KB  ' + entry.name.replace(/^https?:\\/\\/[^/]+/, '')),
  ...[...performance.getEntriesByType('mark'), ...performance.getEntriesByType('paint')].map((entry) =>
    '    ' + Math.round(entry.startTime) + ' ms  ' + entry.name),
  '    ' + Math.round(performance.getEntriesByType('navigation')[0].responseEnd) + ' ms  HTML received, DOM ready at ' +
    Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd) + ' ms',
].sort((a, b) => parseInt(a) - parseInt(b)).join('\\n')`;

/** `measure` in a fresh mobile page once per run, each run's figures logged by `describe`. */
async function eachRun<T>(
  runs: number,
  log: (line: string) => void,
  measure: (cdp: Cdp) => Promise<T>,
  describe: (figures: T) => string,
): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) {
    const figures = await withMobilePage(measure);
    log(`  run ${run + 1}: ${describe(figures)}`);
    results.push(figures);
  }
  return results;
}

/** The shell's takeover mark (ms from the navigation), once the page being opened has it. */
const takeoverMark = (cdp: Cdp) =>
  until(() => cdp.evaluate<number | undefined>(TAKEOVER_MS).catch(() => undefined), 'the takeover mark', 50);

/** Median time until the shell's takeover mark on a pre-rendered page (fresh browser, empty cache, every run). */
export async function measureTakeover(
  url: string,
  runs: number,
  log: (line: string) => void,
): Promise<TakeoverFigures> {
  const results = await eachRun(
    runs,
    log,
    async (cdp) => {
      await cdp.send('Page.navigate', { url });
      const takeoverMs = await takeoverMark(cdp);
      if (process.env.BENCH_TAKEOVER_DETAIL) log(await cdp.evaluate<string>(TIMELINE));
      return { takeoverMs, fcpMs: (await cdp.evaluate<number | undefined>(FCP_MS)) ?? Number.NaN };
    },
    ({ takeoverMs, fcpMs }) => `first paint ${Math.round(fcpMs)} ms, taken over at ${Math.round(takeoverMs)} ms`,
  );
  return {
    takeoverMs: median(results.map((result) => result.takeoverMs)),
    fcpMs: median(results.map((result) => result.fcpMs)),
    runs,
  };
}

/** Median first contentful paint of a page without a takeover (the static reference), on the same profile. */
export async function measureFirstPaint(url: string, runs: number, log: (line: string) => void): Promise<number> {
  const paints = await eachRun(
    runs,
    log,
    async (cdp) => {
      await cdp.send('Page.navigate', { url });
      return until(() => cdp.evaluate<number | undefined>(FCP_MS).catch(() => undefined), 'the first paint', 50);
    },
    (fcpMs) => `first paint ${Math.round(fcpMs)} ms`,
  );
  return median(paints);
}

/** How long after the takeover the blocking time is still counted (the page's data answers and lazy sections). */
export const BLOCKING_TAIL_MS = 2_500;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean };
    elementCount?: number;
    data?: {
      documentLoaderURL?: string;
      nodeName?: string;
      reason?: string;
      stackTrace?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number }[];
      url?: string;
      functionName?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
}

/** The V8 sampling profile of the page's main thread in the trace (BENCH_TAKEOVER_DETAIL=1): each sample's time and
 * its stack of frames, leaf first, as 'function file:line:column'. */
function profileSamples(events: TraceEvent[], pid: number, tid: number): { ts: number; ms: number; stack: string[] }[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; ms: number; stack: string[] }[] = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      const delta = deltas[index] ?? 0;
      ts += delta;
      const stack: string[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const file = (url ?? '').replace(/^https?:\/\/[^/]+/, '');
        stack.push(
          `${functionName || '(anonymous)'}${file ? ` ${file}:${(lineNumber ?? 0) + 1}:${(columnNumber ?? 0) + 1}` : ''}`,
        );
      }
      const previous = samples.at(-1);
      if (previous) previous.ms = (ts - previous.ts) / 1000;
      samples.push({ ts, ms: 0, stack });
    });
  }
  return samples;
}

/** The frames that took longest inside [start, end): by self time and by total time (the callers that hold them). */
function describeProfile(samples: { ts: number; ms: number; stack: string[] }[], start: number, end: number): string {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < start || sample.ts >= end || sample.stack.length === 0) continue;
    self.set(sample.stack[0]!, (self.get(sample.stack[0]!) ?? 0) + sample.ms);
    for (const frame of new Set(sample.stack)) total.set(frame, (total.get(frame) ?? 0) + sample.ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .filter(([frame]) => !frame.startsWith('(root)') && !frame.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([frame, ms]) => `${frame} ${Math.round(ms)}`)
      .join('; ');
  return `\n      self: ${top(self, 6)}\n      total: ${top(total, 10)}`;
}

/** BENCH_TAKEOVER_DETAIL=layout: each style recalculation and layout inside a task (elements restyled, objects laid out
 * of the total) and what invalidated them since the task before (the invalidation-tracking events by reason and node,
 * with the script frame that caused them). */
function describeLayout(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const mine = (e: TraceEvent) => e.pid === task.pid && e.tid === task.tid;
  const work = events
    .filter((e) => mine(e) && e.ph === 'X' && e.ts >= task.ts && e.ts < end)
    .filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')
    .map((e) =>
      e.name === 'Layout'
        ? `Layout ${Math.round((e.dur ?? 0) / 1000)} ms (${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects} objects${e.args?.beginData?.partialLayout ? ', partial' : ''})`
        : `style ${Math.round((e.dur ?? 0) / 1000)} ms (${e.args?.elementCount ?? '?'} elements)`,
    );
  const previousLayout = events
    .filter((e) => mine(e) && e.name === 'Layout' && e.ts < task.ts)
    .reduce((last, e) => Math.max(last, e.ts + (e.dur ?? 0)), 0);
  const reasons = new Map<string, number>();
  for (const e of events) {
    if (!mine(e) || !e.name.endsWith('InvalidationTracking') || e.ts < previousLayout || e.ts >= end) continue;
    const frame = e.args?.data?.stackTrace?.[0];
    const where = frame
      ? ` @ ${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/^https?:\/\/[^/]+/, '')}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`
      : '';
    const key = `${e.name.replace('InvalidationTracking', '')}: ${e.args?.data?.reason ?? '?'} ${e.args?.data?.nodeName ?? ''}${where}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const top = [...reasons]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([key, count]) => `\n        ${count}x ${key}`)
    .join('');
  return `\n      layout: ${work.join(', ') || 'none'}\n      invalidated by:${top || ' nothing tracked'}`;
}

/** BENCH_TAKEOVER_DETAIL=layout: every layout of the page from the takeover on, long or short (a countdown's ticks). */
function describeLayoutsAfterTakeover(events: TraceEvent[], navigation: TraceEvent): string {
  const takeover = events.find((e) => e.name === 'funil:takeover' && e.pid === navigation.pid);
  if (!takeover) return '    no takeover mark in the trace';
  const layouts = events
    .filter((e) => e.name === 'Layout' && e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid)
    .filter((e) => e.ts >= takeover.ts)
    .map(
      (e) =>
        `${Math.round((e.ts - navigation.ts) / 1000)} ms: ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`,
    );
  return `    layouts from the takeover (${Math.round((takeover.ts - navigation.ts) / 1000)} ms) on: ${layouts.join('; ')}`;
}

/** BENCH_TAKEOVER_DETAIL=1: each task over LONG_TASK_MS after the first paint, from the navigation start, with the work
 * inside it that took longest (scripts by file, function calls, style, layout, paint). */
function describeLongTasks(events: TraceEvent[], tasks: TraceEvent[], navigationTs: number): string {
  const samples = tasks[0] ? profileSamples(events, tasks[0].pid, tasks[0].tid) : [];
  return tasks
    .filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events
        .filter(
          (e) =>
            e.ph === 'X' && e.tid === task.tid && e.pid === task.pid && e !== task && e.ts >= task.ts && e.ts < end,
        )
        .filter((e) => (e.dur ?? 0) >= 3000 && e.name !== 'RunTask')
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 6)
        .map((e) => {
          const where = e.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '') ?? '';
          const fn = e.args?.data?.functionName ?? '';
          return `${e.name}${where || fn ? ` (${[fn, where].filter(Boolean).join(' ')})` : ''} ${Math.round((e.dur ?? 0) / 1000)}`;
        });
      return `    task at ${Math.round((task.ts - navigationTs) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ${inside.join(', ')}${samples.length ? describeProfile(samples, task.ts, end) : ''}${process.env.BENCH_TAKEOVER_DETAIL === 'layout' ? describeLayout(events, task) : ''}`;
    })
    .join('\n');
}

/**
 * The main thread's blocking time on the mobile profile, read from a DevTools trace of the real run (4x CPU): every
 * task of the page's renderer main thread from the first contentful paint until BLOCKING_TAIL_MS after the takeover
 * counts its time beyond 50 ms (what Total Blocking Time counts). Lighthouse's TBT is simulated from an unthrottled
 * run's tasks times four and spreads widely on a shared machine; this is the throttled run itself.
 */
export async function measureBlockingTime(
  url: string,
  runs: number,
  log: (line: string) => void,
): Promise<BlockingFigures> {
  const results = await eachRun(
    runs,
    log,
    async (cdp) => {
      const events: TraceEvent[] = [];
      let complete: () => void = () => undefined;
      cdp.on('Tracing.dataCollected', (params) => events.push(...(params as { value: TraceEvent[] }).value));
      cdp.on('Tracing.tracingComplete', () => complete());
      await cdp.send('Tracing.start', {
        // BENCH_TAKEOVER_DETAIL=profile: V8's sampling profiler too, what runs inside each long task by function (it
        // slows the page a little: figures to compare are taken without it).
        categories: `toplevel,disabled-by-default-devtools.timeline,devtools.timeline,loading,blink.user_timing${process.env.BENCH_TAKEOVER_DETAIL === 'profile' ? ',disabled-by-default-v8.cpu_profiler' : ''}${process.env.BENCH_TAKEOVER_DETAIL === 'layout' ? ',disabled-by-default-devtools.timeline.invalidationTracking' : ''}`,
        transferMode: 'ReportEvents',
      });
      await cdp.send('Page.navigate', { url });
      await takeoverMark(cdp);
      await sleep(BLOCKING_TAIL_MS);
      const completed = new Promise<void>((resolve) => (complete = resolve));
      await cdp.send('Tracing.end');
      await completed;
      const navigation = events
        .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
        .at(-1);
      const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation?.pid);
      if (!navigation || !paint) throw new Error('takeover bench: no navigation or first paint in the trace');
      const tasks = events.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.ph === 'X' &&
          e.pid === navigation.pid &&
          e.tid === navigation.tid &&
          e.ts >= paint.ts,
      );
      if (process.env.BENCH_TAKEOVER_DETAIL) log(describeLongTasks(events, tasks, navigation.ts));
      if (process.env.BENCH_TAKEOVER_DETAIL === 'layout') log(describeLayoutsAfterTakeover(events, navigation));
      const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
      return {
        blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
        longestTaskMs: Math.max(0, ...durations),
      };
    },
    ({ blockingMs, longestTaskMs }) =>
      `blocking time ${Math.round(blockingMs)} ms, longest task ${Math.round(longestTaskMs)} ms`,
  );
  return {
    blockingMs: median(results.map((result) => result.blockingMs)),
    longestTaskMs: median(results.map((result) => result.longestTaskMs)),
    runs,
  };
}

/** Types into the registration form's name field from its first paint until after the takeover, then reads it back. */
export async function measureTypingKept(
  url: string,
  fieldSelector: string,
  log: (line: string) => void,
): Promise<TypingFigures> {
  return withMobilePage(async (cdp) => {
    await cdp.send('Page.navigate', { url });
    const field = JSON.stringify(fieldSelector);
    await until(
      () => cdp.evaluate<boolean>(`!!document.querySelector(${field})`).catch(() => false),
      'the pre-rendered field',
      5,
    );
    await cdp.evaluate(`document.querySelector(${field}).focus()`);
    let typed = '';
    let typedBeforeTakeover = 0;
    let afterTakeover = 0;
    for (let index = 0; afterTakeover < KEYS_AFTER_TAKEOVER; index += 1) {
      if (index > 400) throw new Error('takeover bench: no takeover after 400 keys');
      const key = TEXT[index % TEXT.length]!;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: key, key, unmodifiedText: key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
      typed += key;
      const takenOver = await cdp.evaluate<boolean>(`${TAKEOVER_MS} !== undefined`);
      if (takenOver) afterTakeover += 1;
      else typedBeforeTakeover = typed.length;
      await sleep(TYPE_INTERVAL_MS);
    }
    await sleep(300);
    const value = await cdp.evaluate<string>(`document.querySelector(${field}).value`);
    const takeoverMs = (await cdp.evaluate<number>(TAKEOVER_MS)) ?? Number.NaN;
    const kept = value === typed;
    log(
      `  typed ${typed.length} keys (${typedBeforeTakeover} before the takeover at ${Math.round(takeoverMs)} ms): ${kept ? 'all kept' : `field holds ${JSON.stringify(value)}`}`,
    );
    return { typedBeforeTakeover, typed: typed.length, kept, value, takeoverMs };
  });
}
