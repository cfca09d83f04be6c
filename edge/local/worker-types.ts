// The Workers' types, generated from their configuration by `wrangler types` (edge/README.md, "Types"), and the check
// that the committed files are current.
//   pnpm --filter @funil/edge types           regenerate them after changing a wrangler*.jsonc
//   pnpm --filter @funil/edge types:check     fail when they differ from what the configurations give (`npm test`)
//   src/worker-configuration.d.ts          the site's Worker: its `Env` (every binding and var of wrangler.jsonc) and
//                                          the Workers runtime's types for the compatibility date (workerd's own)
//   src/sender-worker-configuration.d.ts   the e-mail sender's Worker: its `EmailSenderEnv` only
//   src/attendance-worker-configuration.d.ts   the class attendance's Worker: its `AttendanceWorkerEnv` only
// The Workers share one TypeScript program, and `wrangler types` declares the same globals in each file it writes
// (the `Cloudflare` namespace's Env and GlobalProps, the `*.txt`-style module shims, the runtime): the other Workers'
// files keep their Env interfaces only, everything else is the site's file.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EDGE_DIR } from './wrangler-config.ts';

const WRANGLER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin',
  'wrangler.js',
);
// Vars as `string`, not their production literal: tests and `npm start` give other values.
const COMMON = ['--strict-vars=false'];

interface Target {
  file: string;
  args: string[];
  /** What of wrangler's output is kept (the whole file, or a part of it). */
  keep: (generated: string) => string;
}

/** A Worker's file without the globals the site's file already declares (see the header): its `name` interface. */
export function envOnly(name: string, generated: string): string {
  const lines = generated.split('\n');
  const end = lines.findIndex((line) => line.startsWith(`interface ${name} extends `));
  if (end < 0) throw new Error(`wrangler types wrote no \`interface ${name}\`: has its output changed?`);
  const kept: string[] = [];
  let inCloudflareNamespace = false;
  for (const line of lines.slice(0, end + 1)) {
    if (line.startsWith('declare namespace Cloudflare {')) inCloudflareNamespace = true;
    else if (inCloudflareNamespace) inCloudflareNamespace = line !== '}';
    else kept.push(line);
  }
  return kept.join('\n') + '\n';
}

const TARGETS: Target[] = [
  { file: 'src/worker-configuration.d.ts', args: ['-c', 'wrangler.jsonc'], keep: (text) => text },
  {
    file: 'src/sender-worker-configuration.d.ts',
    args: [
      '-c',
      'wrangler.sender.jsonc',
      '--include-runtime=false',
      '--include-main-module=false',
      '--env-interface',
      'EmailSenderEnv',
    ],
    keep: (text) => envOnly('EmailSenderEnv', text),
  },
  {
    file: 'src/attendance-worker-configuration.d.ts',
    args: [
      '-c',
      'wrangler.attendance.jsonc',
      '--include-runtime=false',
      '--include-main-module=false',
      '--env-interface',
      'AttendanceWorkerEnv',
    ],
    keep: (text) => envOnly('AttendanceWorkerEnv', text),
  },
];

function generate(target: Target): string {
  const file = path.join(EDGE_DIR, target.file);
  // wrangler writes the file itself and names imports relative to it (`import("./worker")`), so it writes in place;
  // the committed text is put back afterwards when only checking.
  execFileSync(process.execPath, [WRANGLER, 'types', target.file, ...target.args, ...COMMON], {
    cwd: EDGE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  return target.keep(readFileSync(file, 'utf8'));
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const target of TARGETS) {
    const file = path.join(EDGE_DIR, target.file);
    let current: string | null = null;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // not generated yet
    }
    const text = generate(target);
    if (!check) {
      writeFileSync(file, text);
      console.log(`[worker-types] ${current === text ? 'unchanged' : 'wrote'} edge/${target.file}`);
      continue;
    }
    if (current !== null) writeFileSync(file, current);
    else rmSync(file);
    if (current !== text) {
      stale += 1;
      console.error(
        `[worker-types] edge/${target.file} differs from what its wrangler configuration gives: run ` +
          '`pnpm --filter @funil/edge types` and commit it.',
      );
    } else {
      console.log(`[worker-types] edge/${target.file} matches its wrangler configuration`);
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}
