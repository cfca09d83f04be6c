import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Five projects. 'unit' (no services, Node; `pnpm test`) and 'integration' (`*.integration.test.ts`, against a running
// local Supabase: `node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration`, a step of
// `npm test`; it fails without the stack's environment instead of skipping), like data-client's. 'workerd-site',
// 'workerd-sender' and 'workerd-attendance' (`*.workerd.test.ts`, `pnpm test` too): inside workerd with each Worker's
// real bindings, from its
// wrangler configuration (Durable Objects and their alarms, Queues, the Rate Limiting binding, Cron), through
// @cloudflare/vitest-plugin; no database: the tests answer the Worker's requests to it at the fetch boundary
// (README "Tests").
const INTEGRATION = '**/*.integration.test.ts';
const WORKERD = '**/*.workerd.test.ts';
const SENDER_WORKERD = 'src/email/**/*.workerd.test.ts';
const ATTENDANCE_WORKERD = 'src/attendance/**/*.workerd.test.ts';

// What wrangler.jsonc cannot hold (src/env.ts SiteSecrets, given at deploy): test values. No request reaches this URL:
// every test answers the database's requests itself.
const DATABASE = { SUPABASE_URL: 'https://db.test', SUPABASE_ANON_KEY: 'anon-key' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'local/**/*.test.ts'],
          exclude: ['**/node_modules/**', INTEGRATION, WORKERD],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              bindings: {
                ...DATABASE,
                SIGNALS_SECRET: 'segredo-dos-sinais-de-teste-000000000000000',
                SIGNALS_VIEW_KEY: 'chave-das-visualizacoes-de-teste-00000000',
              },
            },
          }),
        ],
        test: {
          name: 'workerd-site',
          include: [`src/**/${WORKERD.slice(3)}`],
          exclude: [SENDER_WORKERD, ATTENDANCE_WORKERD],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.sender.jsonc' },
            miniflare: {
              bindings: {
                ...DATABASE,
                EMAIL_SENDER_SECRET: 'segredo-do-remetente-de-teste-0000000000',
                // The local catcher's settings (sender-config.ts refuses TLS without credentials); no test reaches it.
                SMTP_HOST: '127.0.0.1',
                SMTP_PORT: '2525',
                SMTP_SECURITY: 'none',
                // A cron invocation polls once (production: for 50 s every 2 s) and a chain runs one second
                // (production: 30), so a test waits seconds, not minutes.
                EMAIL_TICK_SECONDS: '1',
                EMAIL_POLL_SECONDS: '1',
                EMAIL_CONSUMER_SECONDS: '1',
                EMAIL_BULK_CONSUMER_SECONDS: '1',
              },
            },
          }),
        ],
        test: { name: 'workerd-sender', include: [SENDER_WORKERD] },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.attendance.jsonc' },
            miniflare: {
              bindings: {
                ...DATABASE,
                ATTENDANCE_SECRET: 'segredo-das-presencas-de-teste-0000000000',
                // A lead's row is due a second after its last write (production: 300), so a test waits one second;
                // a room snapshots what it owes 0.2 s after a change (production: 5 s).
                ATTENDANCE_FLUSH_SECONDS: '1',
                ATTENDANCE_SNAPSHOT_SECONDS: '0.2',
                // A room keeps 50 sessions and 50 tokens (production: 100,000), so the bound is reached in a test.
                ATTENDANCE_MAX_VIEWERS: '50',
              },
            },
          }),
        ],
        test: { name: 'workerd-attendance', include: [ATTENDANCE_WORKERD] },
      },
    ],
  },
});
