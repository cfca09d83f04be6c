// What the global setup hands to the tests (through process.env, inherited by the workers).

export interface E2eEnv {
  /** The shell, e.g. http://127.0.0.1:31234/ */
  baseUrl: string;
  /** The shell's port (remotes on +1..+4). */
  sitePort: number;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** postgres:// URL with a superuser: for asserting stored rows and preparing data. */
  databaseUrl: string;
  staffEmail: string;
  staffPassword: string;
  /** The run's mail catcher (maildev's web inbox and JSON API), e.g. http://127.0.0.1:31240 */
  mailboxUrl: string;
  /** The setup's test-only control server (src/control-server.ts): runs the worker's Cron Trigger, stops and starts
   * the catcher. Exists only in the e2e run, never in the site. */
  controlUrl: string;
  /** The launch e-mail sender worker's own loopback address (it must answer no request). */
  senderUrl: string;
}

const KEYS = {
  baseUrl: 'E2E_BASE_URL',
  sitePort: 'E2E_SITE_PORT',
  supabaseUrl: 'E2E_SUPABASE_URL',
  anonKey: 'E2E_SUPABASE_ANON_KEY',
  serviceRoleKey: 'E2E_SUPABASE_SERVICE_ROLE_KEY',
  databaseUrl: 'E2E_DATABASE_URL',
  staffEmail: 'E2E_STAFF_EMAIL',
  staffPassword: 'E2E_STAFF_PASSWORD',
  mailboxUrl: 'E2E_MAILBOX_URL',
  controlUrl: 'E2E_CONTROL_URL',
  senderUrl: 'E2E_SENDER_URL',
} as const satisfies Record<keyof E2eEnv, string>;

export function writeE2eEnv(env: E2eEnv): void {
  for (const [key, name] of Object.entries(KEYS)) process.env[name] = String(env[key as keyof E2eEnv]);
}

export function readE2eEnv(): E2eEnv {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup)`);
    return value;
  };
  return {
    baseUrl: read(KEYS.baseUrl),
    sitePort: Number(read(KEYS.sitePort)),
    supabaseUrl: read(KEYS.supabaseUrl),
    anonKey: read(KEYS.anonKey),
    serviceRoleKey: read(KEYS.serviceRoleKey),
    databaseUrl: read(KEYS.databaseUrl),
    staffEmail: read(KEYS.staffEmail),
    staffPassword: read(KEYS.staffPassword),
    mailboxUrl: read(KEYS.mailboxUrl),
    controlUrl: read(KEYS.controlUrl),
    senderUrl: read(KEYS.senderUrl),
  };
}
