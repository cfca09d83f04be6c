// The local mail catcher: maildev 3 (npm) as a child process, SMTP and web inbox on loopback only. `npm start` runs
// it with the inbox on 54324 and SMTP on 54325 (next to local Supabase, as `supabase start` puts its own); the e2e
// setup, the edge integration test and the bench run one on free ports. Its JSON API: GET /api/email (list),
// GET /api/email/:id/source (the raw message: the only place with every header), DELETE /api/email/all,
// GET /api/healthz.
//
//   const catcher = await startMailCatcher({ smtpPort: 54325, webPort: 54324 });
//   catcher.url  // http://127.0.0.1:54324
//   await catcher.stop(); await catcher.start();   // the same ports: a provider outage and its end
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertPortsFree } from './ports.ts';

// maildev is this package's dependency (pnpm links it into this package's node_modules); its CLI is not exported.
const MAILDEV = path.join(import.meta.dirname, '..', 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

export const DEFAULT_MAILBOX_PORT = 54324;
export const DEFAULT_MAIL_SMTP_PORT = 54325;

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /** Keep the caught messages in this folder (default: in memory), so a stop() and start() keeps them. */
  mailDirectory?: string;
  /** Lines of the catcher's own output (default: dropped; errors are reported by start()). */
  log?: (line: string) => void;
}

export interface CaughtEmailSummary {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
}

export interface MailCatcher {
  /** The web inbox, e.g. http://127.0.0.1:54324 */
  url: string;
  smtpPort: number;
  webPort: number;
  readonly running: boolean;
  list(): Promise<CaughtEmailSummary[]>;
  source(id: string): Promise<string>;
  clear(): Promise<void>;
  /** Starts it again on the same ports (after stop()). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const url = `http://127.0.0.1:${options.webPort}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child) return;
    await assertPortsFree(
      [
        { port: options.webPort, what: 'mail catcher web inbox' },
        { port: options.smtpPort, what: 'mail catcher SMTP' },
      ],
      'Stop whatever uses it (an earlier `npm start`?), or choose other ports (MAILBOX_PORT / MAIL_SMTP_PORT).',
    );
    const output: string[] = [];
    const started = spawn(
      process.execPath,
      [
        MAILDEV,
        '--smtp',
        String(options.smtpPort),
        '--ip',
        '127.0.0.1',
        '--web',
        String(options.webPort),
        '--web-ip',
        '127.0.0.1',
        '--silent',
        ...(options.mailDirectory ? ['--mail-directory', options.mailDirectory] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
    );
    child = started;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        options.log?.(line);
      }
      if (output.length > 50) output.splice(0, output.length - 50);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    let exited = false;
    started.once('exit', () => {
      exited = true;
      if (child === started) child = null;
    });
    const deadline = Date.now() + 30_000;
    while (!(await healthy(url))) {
      if (exited || Date.now() > deadline) {
        started.kill('SIGKILL');
        child = null;
        throw new Error(`the mail catcher (maildev) did not start on ${url}:\n${output.join('\n')}`);
      }
      await sleep(100);
    }
  };

  const stop = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (current.exitCode === null && current.signalCode === null) {
      current.kill('SIGKILL');
      await exited;
    }
  };

  const api = async (suffix: string, init?: RequestInit) => {
    const response = await fetch(`${url}${suffix}`, init);
    if (!response.ok) throw new Error(`mail catcher ${init?.method ?? 'GET'} ${suffix}: HTTP ${response.status}`);
    return response;
  };

  await start();
  return {
    url,
    smtpPort: options.smtpPort,
    webPort: options.webPort,
    get running() {
      return child !== null;
    },
    list: async () => (await (await api('/api/email')).json()) as CaughtEmailSummary[],
    source: async (id) => (await api(`/api/email/${encodeURIComponent(id)}/source`)).text(),
    clear: async () => {
      await (await api('/api/email/all', { method: 'DELETE' })).body?.cancel();
    },
    start,
    stop,
  };
}
