import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './remotes.ts';
import { SHARED_SINGLETON_VERSIONS, SHARED_SINGLETONS } from './shared-singletons.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', ...REMOTES.map((remote) => remote.folder)];

describe('shared singletons', () => {
  it.each(APPS)('%s depends on exactly the versions the edge checks remotes against', (app) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of SHARED_SINGLETONS) {
      expect(pkg.dependencies?.[name]?.replace(/^[\^~]/, ''), `${app}: ${name}`).toBe(SHARED_SINGLETON_VERSIONS[name]);
    }
  });
});
