// Bundle-size budgets (part of `npm test`): sizes are deterministic, unlike timings. Reads the production builds
// (shell/dist, mfe-*/dist) and fails when the shell's first-load JS, a remote's entry or an exposed page's JS
// (its synchronous chunks, from mf-manifest.json) grows past its budget (KB gzip -9): the shell's and the remote
// entries' budgets are in scripts/bundle-budgets.json, each page's in the page catalogue (build-config/pages.ts).
//   node scripts/check-bundle-size.ts            check
//   node scripts/check-bundle-size.ts --print    print the figures as JSON (to set budgets)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { exposesOf, PAGE_LIST } from '@funil/build-config/pages';
import { remoteByName, REMOTES } from '@funil/build-config/remotes';

const ROOT = path.resolve(import.meta.dirname, '..');

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** A JS chunk plus every chunk it imports statically (relative specifiers), each counted once. */
function staticClosure(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(dist, entry.replace(/^\//, '')));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"` — not dynamic import("./x.js").
    for (const match of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.resolve(path.dirname(file), match[1]!));
    }
  }
  return [...seen];
}

/**
 * The static closure of the chunk named after `pageName` (e.g. `purchase-leads-dashboard-page-<hash>.js`) that one of
 * `files` imports dynamically, without the files already counted in `files`. Throws when there is none, so that a
 * renamed page cannot silently drop out of the budgets.
 */
function pageChunkClosure(dist: string, files: string[], pageName: string): string[] {
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (!path.basename(target).startsWith(`${pageName}-`)) continue;
      const counted = new Set(files);
      return staticClosure(dist, [path.relative(dist, target)]).filter((f) => !counted.has(f));
    }
  }
  throw new Error(`no dynamic import of the page chunk ${pageName}-*.js in the expose's chunks`);
}

interface Figure {
  name: string;
  kb: number;
}

export function measureBundles(): Figure[] {
  const figures: Figure[] = [];
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const firstLoad = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  figures.push({
    name: 'shell first-load JS',
    kb: staticClosure(shellDist, firstLoad).reduce((sum, f) => sum + gzipKb(f), 0),
  });
  for (const { folder: remote, name: remoteName } of REMOTES) {
    const dist = path.join(ROOT, remote, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string; path?: string } };
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const entry = path.join(dist, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    figures.push({ name: `${remote} remoteEntry.js`, kb: gzipKb(entry) });
    const exposes = exposesOf(remoteName);
    for (const expose of manifest.exposes) {
      const files = staticClosure(dist, expose.assets.js.sync);
      figures.push({ name: `${remote} ./${expose.name} (sync JS)`, kb: files.reduce((sum, f) => sum + gzipKb(f), 0) });
      // A thin `*.entry.tsx` expose (the staff pages: sign-in first) imports its page module on demand; that page's
      // own static closure is what a signed-in visitor downloads next, so it has a budget too.
      const source = exposes[`./${expose.name}`];
      if (source?.endsWith('.entry.tsx')) {
        const page = pageChunkClosure(dist, files, path.basename(source, '.entry.tsx'));
        figures.push({
          name: `${remote} ./${expose.name} page after sign-in (sync JS)`,
          kb: page.reduce((sum, f) => sum + gzipKb(f), 0),
        });
      }
    }
  }
  return figures;
}

/** Every budget by figure name: the shell's and the remote entries' (bundle-budgets.json), then each page's (catalogue). */
export function bundleBudgets(): Record<string, number> {
  const budgets = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'bundle-budgets.json'), 'utf8')) as Record<
    string,
    number
  >;
  for (const page of PAGE_LIST) {
    const folder = remoteByName(page.remote).folder;
    budgets[`${folder} ./${page.name} (sync JS)`] = page.budgetKb;
    if (page.afterSignInKb !== undefined)
      budgets[`${folder} ./${page.name} page after sign-in (sync JS)`] = page.afterSignInKb;
  }
  return budgets;
}

function main() {
  const figures = measureBundles();
  if (process.argv.includes('--print')) {
    console.log(JSON.stringify(Object.fromEntries(figures.map((f) => [f.name, Number(f.kb.toFixed(1))])), null, 2));
    return;
  }
  const budgets = bundleBudgets();
  let failed = 0;
  for (const figure of figures) {
    const budget = budgets[figure.name];
    if (budget === undefined) {
      failed += 1;
      console.log(
        `MISSING BUDGET  ${figure.name}: ${figure.kb.toFixed(1)} KB (a page: budgetKb in build-config/pages.ts; else scripts/bundle-budgets.json)`,
      );
      continue;
    }
    const ok = figure.kb <= budget;
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'OVER'}  ${figure.name}: ${figure.kb.toFixed(1)} KB gzip (budget ${budget} KB)`);
  }
  for (const name of Object.keys(budgets)) {
    if (!figures.some((f) => f.name === name)) console.log(`note: budget without a bundle: ${name}`);
  }
  if (failed > 0) {
    console.error(`${failed} bundle(s) over budget or without one`);
    process.exit(1);
  }
}

// Run when invoked as a script (`node scripts/check-bundle-size.ts`), whatever the Node version (import.meta.main is
// undefined before Node 24.2, which would check nothing and exit 0).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
