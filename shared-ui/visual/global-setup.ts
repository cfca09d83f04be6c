import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '@funil/scripts/static-server';

const here = path.dirname(fileURLToPath(import.meta.url));
export const STATIC_DIR = path.resolve(here, '../storybook-static');

/** Serves the built Storybook (shared-ui/storybook-static) on a free loopback port for the visual tests. */
export default async function globalSetup() {
  if (!existsSync(path.join(STATIC_DIR, 'index.json'))) {
    throw new Error('Storybook is not built: run `pnpm --filter @funil/shared-ui build-storybook` first.');
  }
  const server = await startStaticServer({ root: STATIC_DIR, port: 0 });
  process.env.STORYBOOK_URL = server.url;
  return async () => {
    await server.close();
  };
}
