import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { applyBootstrap, applySql } from './migrations.ts';
import { findFreePortBlock } from './ports.ts';
import { tempProject } from './stack.test-helper.ts';

let server: EmbeddedPostgres;
let dataDir: string;
let databaseCount = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-mig-'));
  server = await startEmbeddedPostgres({
    dataDir,
    port: await findFreePortBlock(1),
    ephemeral: true,
    log: () => undefined,
  });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new empty database on the test cluster, with the bootstrap applied. */
async function freshDatabase(): Promise<string> {
  const name = `mig_${++databaseCount}`;
  const admin = new pg.Client({ connectionString: server.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server.databaseUrl);
  url.pathname = `/${name}`;
  await applyBootstrap(url.toString());
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('migration runner', () => {
  it('applies each migration and the seed once, in name order, and records them', async () => {
    const project = tempProject({
      '20250102000000_second.sql': `insert into public.steps (name) values ('second');`,
      '20250101000000_first.sql': `create table public.steps (id serial primary key, name text not null); insert into public.steps (name) values ('first');`,
    });
    const seedFile = path.join(project.dir, 'seed.sql');
    writeFileSync(seedFile, `insert into public.steps (name) values ('seed');`);
    try {
      const databaseUrl = await freshDatabase();
      const first = await applySql(databaseUrl, { migrationsDir: project.migrationsDir, seedFile });
      expect(first.applied).toEqual(['20250101000000_first.sql', '20250102000000_second.sql', 'seed.sql']);

      const second = await applySql(databaseUrl, { migrationsDir: project.migrationsDir, seedFile });
      expect(second.applied).toEqual([]);
      expect(second.skipped).toHaveLength(3);

      const steps = await query<{ name: string }>(databaseUrl, 'select name from public.steps order by id');
      expect(steps.map((row) => row.name)).toEqual(['first', 'second', 'seed']);
      const recorded = await query<{ version: string; name: string }>(
        databaseUrl,
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded).toEqual([
        { version: '20250101000000', name: 'first' },
        { version: '20250102000000', name: 'second' },
      ]);

      // The bootstrap is idempotent too (it runs on every start).
      await applyBootstrap(databaseUrl);
    } finally {
      project.cleanup();
    }
  });

  it('applies only the new file when a migration is added later', async () => {
    const project = tempProject({ '20250101000000_a.sql': 'create table public.a (id int);' });
    try {
      const databaseUrl = await freshDatabase();
      await applySql(databaseUrl, { migrationsDir: project.migrationsDir });
      writeFileSync(path.join(project.migrationsDir, '20250103000000_b.sql'), 'create table public.b (id int);');
      const result = await applySql(databaseUrl, { migrationsDir: project.migrationsDir });
      expect(result.applied).toEqual(['20250103000000_b.sql']);
      expect(result.skipped).toEqual(['20250101000000_a.sql']);
    } finally {
      project.cleanup();
    }
  });

  it('rolls a failing migration back whole, records nothing for it, and names the file and the error', async () => {
    const project = tempProject({
      '20250101000000_ok.sql': 'create table public.ok (id int);',
      '20250102000000_broken.sql':
        'create table public.half (id int);\nselect 1;\nselect * from public.does_not_exist;',
      '20250103000000_after.sql': 'create table public.after (id int);',
    });
    try {
      const databaseUrl = await freshDatabase();
      const failure = applySql(databaseUrl, { migrationsDir: project.migrationsDir });
      await expect(failure).rejects.toThrow(/migration 20250102000000_broken\.sql failed/);
      await expect(applySql(databaseUrl, { migrationsDir: project.migrationsDir })).rejects.toThrow(
        /relation "public\.does_not_exist" does not exist \(line 3\)/,
      );
      const tables = await query<{ name: string }>(
        databaseUrl,
        `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((row) => row.name)).toEqual(['ok']);
      const recorded = await query<{ version: string }>(
        databaseUrl,
        'select version from supabase_migrations.schema_migrations',
      );
      expect(recorded.map((row) => row.version)).toEqual(['20250101000000']);
    } finally {
      project.cleanup();
    }
  });

  it('applies demo files only when asked, each once', async () => {
    const project = tempProject({ '20250101000000_t.sql': 'create table public.t (v text);' });
    const demoDir = path.join(project.dir, 'demo');
    try {
      mkdirSync(demoDir);
      writeFileSync(path.join(demoDir, '01_rows.sql'), `insert into public.t values ('demo');`);
      const databaseUrl = await freshDatabase();
      await applySql(databaseUrl, { migrationsDir: project.migrationsDir });
      expect(await query(databaseUrl, 'select * from public.t')).toEqual([]);
      await applySql(databaseUrl, { migrationsDir: project.migrationsDir, demoDir });
      await applySql(databaseUrl, { migrationsDir: project.migrationsDir, demoDir });
      expect(await query(databaseUrl, 'select * from public.t')).toEqual([{ v: 'demo' }]);
    } finally {
      project.cleanup();
    }
  });
});
