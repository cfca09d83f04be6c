#!/usr/bin/env node
// local-supabase command line.
//   add-staff <email> <password>   adds (or resets) a staff user: against DATABASE_URL when set, else the running
//                                  `npm start` stack, else the default data folder (started briefly)
//   start                          starts the stack alone (SUPABASE_PORT, DATABASE_URL honoured) until Ctrl-C
//   reset-data                     `npm run db:reset`: empties the local data and applies seed.sql and the demo data
//                                  again, dated relative to today (same database choice as add-staff)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embeddedPgDataDir, startEmbeddedPostgres } from './embedded-postgres.ts';
import { LocalSupabaseError } from './errors.ts';
import { findFreePortBlock } from './ports.ts';
import { resetLocalData } from './reset-data.ts';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, startLocalSupabase, STATE_FILE } from './stack.ts';
import { addUser } from './users.ts';

async function withDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const stateFile = path.join(DEFAULT_DATA_DIR, STATE_FILE);
  if (existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { databaseUrl: string };
    try {
      return await work(state.databaseUrl);
    } catch (error) {
      if (!/ECONNREFUSED/.test(String((error as Error).message))) throw error;
      // A stack that died without cleaning up: fall through to the data folder.
    }
  }
  if (!existsSync(path.join(embeddedPgDataDir(DEFAULT_DATA_DIR), 'PG_VERSION'))) {
    throw new LocalSupabaseError(
      `No local database in ${DEFAULT_DATA_DIR} yet: run \`npm start\` once first, or set DATABASE_URL.`,
    );
  }
  const port = await findFreePortBlock(1);
  const postgres = await startEmbeddedPostgres({
    dataDir: DEFAULT_DATA_DIR,
    port,
    ephemeral: false,
    log: () => undefined,
  });
  try {
    return await work(postgres.databaseUrl);
  } finally {
    await postgres.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'add-staff') {
    const [email, password] = args;
    if (!email || !password) {
      console.error('usage: pnpm --filter @funil/local-supabase add-staff <email> <password>');
      return 2;
    }
    const id = await withDatabase((databaseUrl) => addUser(databaseUrl, { email, password, staff: true }));
    console.log(`staff user ${email.trim().toLowerCase()} ready (id ${id})`);
    return 0;
  }
  if (command === 'reset-data') {
    const result = await withDatabase((databaseUrl) => resetLocalData(databaseUrl, (line) => console.log(line)));
    console.log(`local data re-created for today (${result.applied.length} files applied)`);
    return 0;
  }
  if (command === 'start') {
    const stack = await startLocalSupabase({
      port: Number(process.env.SUPABASE_PORT ?? DEFAULT_PORT),
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    });
    console.log(
      `API URL:          ${stack.url}\nanon key:         ${stack.anonKey}\nservice_role key: ${stack.serviceRoleKey}\n` +
        `DB URL:           ${stack.databaseUrl}\n(keys signed with this data folder's own random secret, stable across restarts)\nCtrl-C stops it.`,
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
      process.once('SIGHUP', resolve);
    });
    await stack.stop();
    return 0;
  }
  console.error(
    'usage: local-supabase add-staff <email> <password> | local-supabase start | local-supabase reset-data',
  );
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof LocalSupabaseError ? error.message : error);
    process.exit(1);
  },
);
