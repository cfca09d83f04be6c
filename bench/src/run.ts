// `npm run bench`: builds the production bundles, starts a throwaway local Supabase and the site (the code path of
// `npm start`), then measures and writes bench/report.md + bench/report.json:
//   1. Lighthouse mobile (simulated throttling, Debian's Chromium) on the public pages and a static reference page;
//      beside it, on the same mobile profile applied for real: the time until the live page has taken over the
//      pre-rendered one (/inscricao, /launch, /lista-espera), the main thread's blocking time read from a trace of that
//      real run, and 'typed before takeover and kept' on /inscricao;
//   2. SQL at scale on generated data (lead sources at 1M leads, hot stats at 100k, cold page at 200k; campaign spend
//      and revenue per source/campaign at 1M leads, 20k sales events, 50k spend rows, with the before/after);
//   3. a 10,000-row CSV import through the dashboards' import path;
//   4. a burst of 500 concurrent registrations through the registration function;
//   5. launch e-mail: a class reminder for 100,000 leads scheduled and drained into the local catcher (email-drain.ts);
//   6. database requests per 1,000 public page views, before (no data block) and after (the edge's data block);
//   7. registrations as steady arrivals (open loop) at 300, 500 and 700 per second for 10 s from 50 client addresses;
//   8. class attendance: 20,000 viewers reporting every 30 s for 10 min to the edge (class-attendance.ts).
// Options: BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_ONLY=lighthouse,takeover,sql,csv,burst,email,pages,load,attendance,
// BENCH_PAGE_VIEWS (views per page and case in 6., default 10), BENCH_LOAD_RATES=300,500,700, BENCH_LOAD_SECONDS=10,
// BENCH_PAGES=/inscricao/obrigado,/aulas,/aula (only these pages, besides the static reference; /aula: the class page in
// its phases before, live, replay and closed), BENCH_BASELINE=<another checkout of the repository, already built> (its site is
// started beside this one, against the same database, and every Lighthouse and takeover figure is measured on it too,
// page by page in the same run: 'before' figures). 'lighthouse' includes the takeover's figures (1.); 'takeover' is
// those alone, without Lighthouse.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { STACK_PORT_BLOCK, startLocalSupabase } from '@funil/local-supabase/stack';
import { addUser } from '@funil/local-supabase/users';
import { buildSite, startSite } from '@funil/scripts/site';
import { startStaticServer } from '@funil/scripts/static-server';
import { measurePage, type PageFigures } from './lighthouse-pages.ts';
import {
  MOBILE_PROFILE,
  measureBlockingTime,
  measureFirstPaint,
  measureTakeover,
  measureTypingKept,
  BLOCKING_TAIL_MS,
} from './takeover.ts';
import { registrationBurst } from './registration-burst.ts';
import { loadMeasurements, registrationLoad } from './registration-load.ts';
import { measurePublicPageRequests } from './public-page-requests.ts';
import { publicContentTiming } from '@funil/edge/public-content';
import type { Measurement } from './report.ts';
import { writeReport } from './report.ts';
import { measureSqlAtScale } from './sql-scale.ts';
import { measureCsvImport } from './csv-import.ts';
import { measureEmailDrain } from './email-drain.ts';
import { measureClassAttendance } from './class-attendance.ts';
import { insertClassPhases } from './class-page-phases.ts';
import { findFreePortBlock } from '@funil/local-supabase/ports';

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const ONLY = new Set((process.env.BENCH_ONLY ?? 'lighthouse,sql,csv,burst,email,pages,load,attendance').split(','));
const PAGE_VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 10);
const LOAD_RATES = (process.env.BENCH_LOAD_RATES ?? '300,500,700').split(',').map(Number);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Pre-rendered pages whose takeover is measured, with its budget (ms, mobile profile; docs/performance.md). */
const TAKEOVER_PAGES: [string, number | undefined][] = [
  ['/inscricao', 1500],
  ['/launch', 1800],
  ['/lista-espera', 1800],
  // The trace budgets (blocking, longest task) cover the other public pages on the same path; no takeover time budget
  // of their own.
  ['/aulas', undefined],
  ['/oferta', undefined],
];
const BASELINE = process.env.BENCH_BASELINE;
const STAFF = { email: 'bench@semanajava.local', password: 'bench-password-123' };
const log = (line: string) => console.log(`[bench] ${line}`);

function pageMeasurements(
  label: string,
  figures: PageFigures,
  reference: PageFigures | null,
  landing: boolean,
): Measurement[] {
  const group = 'Lighthouse (mobile, simulated throttling, median of runs)';
  const ratio = (value: number, ref: number | undefined) =>
    reference && ref !== undefined && ref > 0 ? `${(value / ref).toFixed(2)}x the static page` : undefined;
  const list: Measurement[] = [
    {
      group,
      name: `${label} performance`,
      value: figures.performance,
      unit: '',
      budget: landing ? 98 : 95,
      comparison: '>=',
      note: ratio(figures.performance, reference?.performance),
    },
    {
      group,
      name: `${label} LCP`,
      value: figures.lcpMs,
      unit: 'ms',
      budget: landing ? 1200 : 1800,
      comparison: '<=',
      note: ratio(figures.lcpMs, reference?.lcpMs),
    },
    {
      group,
      name: `${label} TBT`,
      value: figures.tbtMs,
      unit: 'ms',
      ...(landing ? { budget: 50, comparison: '<=' as const } : {}),
    },
    {
      group,
      name: `${label} CLS`,
      value: figures.cls,
      unit: '',
      ...(landing ? { budget: 0.02, comparison: '<=' as const } : {}),
    },
    { group, name: `${label} JS (gzip, all downloaded)`, value: figures.jsKbGzip, unit: 'KB' },
  ];
  // The first-load JS: the scripts requested before the live page took over (budget 150 KB this round, 120 KB the goal).
  if (!Number.isNaN(figures.jsBeforeTakeoverKbGzip)) {
    list.push({
      group,
      name: `${label} first-load JS (gzip, requested before the takeover)`,
      value: figures.jsBeforeTakeoverKbGzip,
      unit: 'KB',
      ...(landing ? { budget: 150, comparison: '<=' as const, note: 'goal 120 KB' } : {}),
    });
  }
  return list;
}

/**
 * Runs one part of the bench; when it throws, the report still gets what the other parts measured, and this part a
 * failed line with the error (the bench then exits non-zero). A full run is long: one part's failure must not lose the
 * rest of it.
 */
async function part(name: string, measurements: Measurement[], run: () => Promise<Measurement[]>): Promise<void> {
  try {
    measurements.push(...(await run()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${name}: FAILED (${message})`);
    if (error instanceof Error && error.stack) log(error.stack);
    measurements.push({
      group: `Failed: ${name}`,
      name: 'part ran to its end',
      value: 0,
      unit: '',
      budget: 1,
      comparison: '==',
      note: message.slice(0, 300),
    });
    process.exitCode = 1;
  }
}

async function main() {
  const measurements: Measurement[] = [];
  const startedAt = new Date();
  const startLoad = loadAverage();
  if (ONLY.has('lighthouse') || ONLY.has('takeover')) {
    log('building the production bundles (shell + remotes)...');
    await buildSite(log, true);
  } else if (ONLY.has('pages')) {
    await buildSite(log);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'funil-bench-'));
  const apiPort = await findFreePortBlock(STACK_PORT_BLOCK);
  const supabase = await startLocalSupabase({ port: apiPort, dataDir, fresh: true, log });
  const cleanups: (() => Promise<void>)[] = [() => supabase.stop()];
  try {
    await addUser(supabase.databaseUrl, { ...STAFF, staff: true });
    // Before the site starts: the edge's copy of the public content (the classes) is read with the first page.
    const classes = ONLY.has('lighthouse') ? await insertClassPhases(supabase.databaseUrl) : null;
    const site =
      ONLY.has('lighthouse') || ONLY.has('takeover') || ONLY.has('pages')
        ? await startSite({
            supabaseUrl: supabase.url,
            anonKey: supabase.anonKey,
            port: await findFreePortBlock(5),
            build: false,
            log,
          })
        : null;
    if (site) cleanups.push(() => site.stop());
    const baseline =
      BASELINE && (ONLY.has('lighthouse') || ONLY.has('takeover'))
        ? await (
            (await import(path.resolve(BASELINE, 'scripts/site.ts'))) as typeof import('@funil/scripts/site')
          ).startSite({
            supabaseUrl: supabase.url,
            anonKey: supabase.anonKey,
            port: await findFreePortBlock(5),
            build: false,
            log: (line) => log(`baseline: ${line}`),
          })
        : null;
    if (baseline) cleanups.push(() => baseline.stop());
    if (site && ONLY.has('pages')) {
      log(`database requests per public page view (${PAGE_VIEWS} views per page and case)`);
      measurements.push(
        ...(await measurePublicPageRequests({
          supabase,
          siteUrl: site.url,
          views: PAGE_VIEWS,
          ttlSeconds: publicContentTiming(process.env).ttlSeconds,
          log,
        })),
      );
    }
    const reference =
      site && (ONLY.has('lighthouse') || ONLY.has('takeover'))
        ? await startStaticServer({ root: path.join(BENCH_DIR, 'static-reference'), port: 0 })
        : null;
    if (reference) cleanups.push(() => reference.close());
    if (site && reference && ONLY.has('lighthouse')) {
      const token = await registerForToken(supabase.url, supabase.anonKey);
      log('Lighthouse: static reference');
      const referenceFigures = await measurePage(`${reference.url}/`, RUNS, log);
      measurements.push(
        ...pageMeasurements('static reference (hero + form, no JS)', referenceFigures, null, false).map((m) => ({
          ...m,
          budget: undefined,
          comparison: undefined,
        })),
      );
      const pages: [string, string, boolean][] = [
        ['/inscricao', '/inscricao', true],
        ['/inscricao/obrigado (valid token)', `/inscricao/obrigado?data=${encodeURIComponent(token)}`, false],
        ['/aulas', '/aulas', false],
        ['/launch', '/launch', false],
        ['/oferta', '/oferta', false],
        // The class page in its phases (a class ahead, one live now, one whose replay is open, one whose replay is
        // closed), judged by the
        // landing's budgets as the issue asks.
        ...(classes
          ? ([
              ['/aula (before)', `/aula?aula=${classes.before}`, true],
              ['/aula (live)', `/aula?aula=${classes.live}`, true],
              ['/aula (replay)', `/aula?aula=${classes.replay}`, true],
              ['/aula (closed)', `/aula?aula=${classes.closed}`, true],
            ] as [string, string, boolean][])
          : []),
        // Staff pages, signed out (the sign-in form is their first HTML): same budgets (>= 95, LCP <= 1.8 s).
        ['/compras', '/compras', false],
        ['/campanhas', '/campanhas', false],
      ];
      for (const [label, pagePath, landing] of pages) {
        if (PAGES && !PAGES.some((wanted) => label.split(' ')[0] === wanted)) continue;
        log(`Lighthouse: ${label}`);
        const figures = await measurePage(new URL(pagePath, site.url).href, RUNS, log);
        measurements.push(...pageMeasurements(label, figures, referenceFigures, landing));
        if (baseline) {
          log(`Lighthouse: ${label}, baseline`);
          const before = await measurePage(new URL(pagePath, baseline.url).href, RUNS, log);
          measurements.push(...pageMeasurements(`before: ${label}`, before, referenceFigures, false));
        }
      }
    }
    if (site && reference && (ONLY.has('lighthouse') || ONLY.has('takeover'))) {
      const profile = `${MOBILE_PROFILE.latencyMs} ms RTT, ${(MOBILE_PROFILE.downloadKbps / 1024).toFixed(1)} Mbps, ${MOBILE_PROFILE.cpuSlowdown}x CPU`;
      const group = `Takeover of the pre-rendered page (mobile profile applied through DevTools: ${profile}; median of runs)`;
      log('first paint on the mobile profile: static reference');
      measurements.push({
        group,
        name: 'static reference first paint',
        value: await measureFirstPaint(`${reference.url}/`, RUNS, log),
        unit: 'ms',
      });
      for (const [pagePath, budget] of TAKEOVER_PAGES) {
        if (PAGES && !PAGES.includes(pagePath)) continue;
        for (const [prefix, siteUrl] of baseline
          ? [
              ['', site.url],
              ['before: ', baseline.url],
            ]
          : [['', site.url]]) {
          log(`takeover: ${prefix}${pagePath}`);
          const takeover = await measureTakeover(new URL(pagePath, siteUrl).href, RUNS, log);
          measurements.push(
            { group, name: `${prefix}${pagePath} first paint`, value: takeover.fcpMs, unit: 'ms' },
            {
              group,
              name: `${prefix}${pagePath} live page taken over`,
              value: takeover.takeoverMs,
              unit: 'ms',
              ...(prefix || budget === undefined ? {} : { budget, comparison: '<=' as const }),
            },
          );
          log(`blocking time from a trace: ${prefix}${pagePath}`);
          const blocking = await measureBlockingTime(new URL(pagePath, siteUrl).href, RUNS, log);
          measurements.push({
            group,
            name: `${prefix}${pagePath} blocking time after the first paint (trace of the 4x run)`,
            value: blocking.blockingMs,
            unit: 'ms',
            note: `time over 50 ms of each task from the first paint to ${BLOCKING_TAIL_MS / 1000} s after the takeover; longest task ${Math.round(blocking.longestTaskMs)} ms`,
          });
        }
      }
      if (!PAGES || PAGES.includes('/inscricao')) {
        log('typing from the first paint: /inscricao');
        const typing = await measureTypingKept(new URL('/inscricao', site.url).href, '#inscricao-nome', log);
        measurements.push({
          group,
          name: '/inscricao typed before takeover and kept',
          value: typing.kept ? typing.typedBeforeTakeover : 0,
          unit: 'keys',
          budget: typing.typedBeforeTakeover,
          comparison: '==',
          note: `${typing.typed} keys typed from the first paint, one per 80 ms; takeover at ${Math.round(typing.takeoverMs)} ms${typing.kept ? '' : `; the field held ${JSON.stringify(typing.value)}`}`,
        });
      }
    }
    if (ONLY.has('sql'))
      await part('SQL at scale', measurements, () => measureSqlAtScale({ supabase, staff: STAFF, log }));
    if (ONLY.has('csv'))
      await part('CSV import', measurements, () => measureCsvImport({ supabase, staff: STAFF, log }));
    if (ONLY.has('load'))
      await part('registrations as steady arrivals', measurements, async () => {
        const out: Measurement[] = [];
        // A warm-up, not reported: PostgREST opens its pool and every backend compiles the registration's functions and
        // plans once (what a site that has been up for a while has already done).
        log('registrations: warm-up at 100/s for 3 s');
        await registrationLoad({
          supabaseUrl: supabase.url,
          anonKey: supabase.anonKey,
          databaseUrl: supabase.databaseUrl,
          ratePerSecond: 100,
          seconds: 3,
        });
        for (const rate of LOAD_RATES) {
          log(`registrations at ${rate}/s for ${LOAD_SECONDS} s (open loop)`);
          const result = await registrationLoad({
            supabaseUrl: supabase.url,
            anonKey: supabase.anonKey,
            databaseUrl: supabase.databaseUrl,
            ratePerSecond: rate,
            seconds: LOAD_SECONDS,
          });
          log(
            `  p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors, ${result.lost} lost`,
          );
          out.push(...loadMeasurements(result, LOAD_SECONDS));
        }
        return out;
      });
    if (ONLY.has('burst'))
      await part('registration burst', measurements, async () => {
        const out: Measurement[] = [];
        // Two bursts: the first right after the stack started (PostgREST opens its pool and every backend fills its
        // caches during it) and then the steady state a launch actually runs in; the budget applies to the second.
        for (const [label, budgeted] of [
          ['first burst after start', false],
          ['steady state', true],
        ] as const) {
          log(`burst: 500 concurrent registrations (${label})`);
          const burst = await registrationBurst({
            supabaseUrl: supabase.url,
            anonKey: supabase.anonKey,
            databaseUrl: supabase.databaseUrl,
            count: 500,
            timeoutMs: 60_000,
          });
          const group = `Registration burst, ${label} (500 concurrent register_lead calls, loopback, client in its own process)`;
          out.push(
            {
              group,
              name: 'errors',
              value: burst.errors,
              unit: '',
              budget: 0,
              comparison: '==',
              note: burst.firstError,
            },
            {
              group,
              name: 'lost (500 - stored)',
              value: burst.requests - burst.stored + burst.duplicated,
              unit: '',
              budget: 0,
              comparison: '==',
            },
            { group, name: 'duplicated', value: burst.duplicated, unit: '', budget: 0, comparison: '==' },
            { group, name: 'latency p50', value: burst.p50Ms, unit: 'ms' },
            budgeted
              ? { group, name: 'latency p99', value: burst.p99Ms, unit: 'ms', budget: 500, comparison: '<=' }
              : { group, name: 'latency p99', value: burst.p99Ms, unit: 'ms' },
            { group, name: 'wall time', value: burst.wallMs, unit: 'ms' },
          );
        }
        return out;
      });
    if (ONLY.has('attendance'))
      await part('class attendance', measurements, () => measureClassAttendance({ supabase, log }));
    // Last: it adds 100,000 leads to the database the other parts measure.
    if (ONLY.has('email')) await part('launch e-mail', measurements, () => measureEmailDrain({ supabase, log }));
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const markdown = writeReport(BENCH_DIR, measurements, {
    date: startedAt.toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    'Lighthouse runs per page': String(RUNS),
    // The machine may be shared: its load makes the timings noisy.
    'load average at the start (1, 5, 15 min)': startLoad,
    'load average at the end': loadAverage(),
  });
  console.log(markdown);
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function registerForToken(supabaseUrl: string, anonKey: string): Promise<string> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/register_lead`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      p_name: 'Pessoa Bench',
      p_email: 'bench-obrigado@bench.local',
      p_whatsapp: '5511999990000',
      p_programming_experience: 'already_programmed',
    }),
  });
  if (!response.ok) throw new Error(`register_lead: HTTP ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { token: string }[];
  const token = rows[0]?.token;
  if (!token) throw new Error('register_lead returned no token');
  return token;
}

await main();
