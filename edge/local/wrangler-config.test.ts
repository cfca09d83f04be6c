// The production configuration the local runtime also reads (edge/local/edge-server.ts).
import { describe, expect, it } from 'vitest';
import { localRateLimits, splitVars } from './edge-server.ts';
import {
  ATTENDANCE_WRANGLER_FILE,
  readWranglerConfig,
  SENDER_WRANGLER_FILE,
  stripJsonComments,
} from './wrangler-config.ts';

describe('wrangler.jsonc', () => {
  it('reads comments and trailing commas without touching strings', () => {
    expect(JSON.parse(stripJsonComments('{\n  // c\n  "a": "https://x/*y*/", /* d */ "b": [1, 2,],\n}'))).toEqual({
      a: 'https://x/*y*/',
      b: [1, 2],
    });
  });

  it('serves shell/dist through the worker first, with the REMOTES map, HSTS on (production) and the remote timing', () => {
    const config = readWranglerConfig();
    expect(config.main).toBe('src/worker.ts');
    expect(config.assets).toMatchObject({
      directory: '../shell/dist',
      binding: 'ASSETS',
      run_worker_first: true,
      not_found_handling: 'none',
    });
    expect(config.kv_namespaces?.map((kv) => kv.binding)).toEqual(['REMOTES']);
    expect(config.vars).toMatchObject({
      ENVIRONMENT: 'production',
      REMOTE_TTL_SECONDS: '30',
      REMOTE_STALE_SECONDS: '300',
      REMOTE_TIMEOUT_MS: '800',
    });
    expect(config.vars).not.toHaveProperty('SUPABASE_URL'); // given at deploy time
  });

  it('the public worker holds nothing of the e-mail sender; the sender is a worker of its own with no route', () => {
    const site = readWranglerConfig();
    expect(Object.keys(site.vars ?? {}).filter((name) => /^(SMTP_|EMAIL_)/.test(name))).toEqual([]);
    const sender = readWranglerConfig(SENDER_WRANGLER_FILE) as ReturnType<typeof readWranglerConfig> & {
      workers_dev?: boolean;
      routes?: unknown;
    };
    expect(sender.main).toBe('src/sender-worker.ts');
    expect(sender.assets).toBeUndefined();
    expect(sender.workers_dev).toBe(false);
    expect(sender.routes).toBeUndefined();
    expect(sender.durable_objects?.bindings).toEqual([{ name: 'EMAIL_PACE', class_name: 'EmailPace' }]);
    expect(sender.queues?.producers?.map((producer) => producer.binding)).toEqual([
      'EMAIL_TRANSACTIONAL',
      'EMAIL_BULK',
    ]);
    expect(sender.queues?.consumers?.map((consumer) => consumer.max_batch_size)).toEqual([1, 1]);
  });

  it("limits POST /signals with the platform's Rate Limiting binding (30 a minute); locally the same binding, higher", () => {
    const config = readWranglerConfig();
    expect(config.ratelimits).toEqual([
      { name: 'SIGNALS_RATE_LIMITER', namespace_id: '4001', simple: { limit: 30, period: 60 } },
    ]);
    expect(config.vars).not.toHaveProperty('SIGNALS_RATE_LIMIT'); // no isolate-memory limit any more
    expect(localRateLimits(config, 2000)).toEqual({
      SIGNALS_RATE_LIMITER: { namespace_id: '4001', simple: { limit: 2000, period: 60 } },
    });
  });

  it('the class attendance is a worker of its own: the site holds neither its rooms nor its vars nor its secret', () => {
    const site = readWranglerConfig();
    expect(site.durable_objects?.bindings.map((binding) => binding.name)).toEqual(['REMOTES_MAP']);
    expect(Object.keys(site.vars ?? {}).filter((name) => name.startsWith('ATTENDANCE_'))).toEqual([]);
    const attendance = readWranglerConfig(ATTENDANCE_WRANGLER_FILE) as ReturnType<typeof readWranglerConfig> & {
      workers_dev?: boolean;
    };
    expect(attendance.main).toBe('src/attendance-worker.ts');
    expect(attendance.assets).toBeUndefined();
    expect(attendance.workers_dev).toBe(false);
    expect(attendance.durable_objects?.bindings).toEqual([
      { name: 'CLASS_ATTENDANCE', class_name: 'ClassAttendanceRoom' },
    ]);
    expect(attendance.vars).toMatchObject({ ATTENDANCE_FLUSH_SECONDS: '300', ATTENDANCE_ALARM_SECONDS: '60' });
    // Locally (npm start, e2e, bench) each worker is given only its own vars.
    expect(splitVars({ ATTENDANCE_SECRET: 's', ATTENDANCE_FLUSH_SECONDS: '1', SIGNALS_SECRET: 'x' })).toEqual({
      site: { SIGNALS_SECRET: 'x' },
      attendance: { ATTENDANCE_SECRET: 's', ATTENDANCE_FLUSH_SECONDS: '1' },
    });
  });
});
