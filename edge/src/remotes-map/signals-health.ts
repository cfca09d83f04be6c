// The canary's health from the production signals: per remote build, page views, remote-load failures and
// errors since a time, read from PostgreSQL through public.remote_build_health with the worker's SIGNALS_SECRET (the
// secret its queue consumer records signals with). No secret or no database: no health source (status says so; no
// automatic rollback).
import type { HealthSource, VersionCounts } from './health.ts';
import type { EdgeEnv } from '../env.ts';
import { postgrestRpc } from '../postgrest.ts';

interface Row {
  build: string;
  page_views: number;
  remote_load_failures: number;
  errors: number;
}

export function signalsHealthSource(
  env: Pick<EdgeEnv, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'SIGNALS_SECRET'>,
  fetcher: typeof fetch = fetch,
): HealthSource | null {
  if (!env.SIGNALS_SECRET || !env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) return null;
  const secret = env.SIGNALS_SECRET;
  return {
    async counts(remote, buildIds, since) {
      const rows = await postgrestRpc<Row[]>(
        env,
        'remote_build_health',
        { p_secret: secret, p_remote: remote, p_builds: buildIds, p_since: since },
        fetcher,
        { timeoutMs: 10_000 },
      );
      return Object.fromEntries(
        rows.map((row): [string, VersionCounts] => [
          row.build,
          {
            pageViews: Number(row.page_views),
            loadFailures: Number(row.remote_load_failures),
            errors: Number(row.errors),
          },
        ]),
      );
    },
  };
}
