// The design system's Storybook for `npm start`: built (offline) into shared-ui/storybook-static when missing or
// older than shared-ui's sources, then served as its own static origin on a loopback port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer, type StaticServer } from './static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_UI = path.join(ROOT, 'shared-ui');
const OUT = path.join(SHARED_UI, 'storybook-static');

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

export function storybookIsStale(): boolean {
  const built = path.join(OUT, 'index.json');
  if (!existsSync(built)) return true;
  return (
    Math.max(newest(path.join(SHARED_UI, 'src')), newest(path.join(SHARED_UI, '.storybook'))) > statSync(built).mtimeMs
  );
}

export async function startStorybook(port: number, log: (line: string) => void = console.log): Promise<StaticServer> {
  if (storybookIsStale()) {
    log('building Storybook (shared-ui/storybook-static)...');
    const result = spawnSync('pnpm', ['--filter', '@funil/shared-ui', 'build-storybook'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error('Storybook build failed (pnpm --filter @funil/shared-ui build-storybook).');
  }
  return startStaticServer({ root: OUT, port });
}
