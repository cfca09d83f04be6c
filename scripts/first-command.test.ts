// The README's first command, as a newcomer runs it: `npm start` on a brand-new data folder with the environment a
// newcomer has (no project variables, the system's PATH), then what a newcomer checks, then Ctrl-C.
//
//   node --test scripts/first-command.test.ts          (a step of `npm test`, after the production and Storybook builds,
//                                                       which `npm start` then reuses)
//
// The default ports and `local-supabase/.data` are used when they are free / absent (a fresh clone, CI). On a
// developer's machine where `npm start` already runs or has data, the same command runs on free ports
// (PORT, SUPABASE_PORT, MAILBOX_PORT, MAIL_SMTP_PORT, STORYBOOK_PORT) and a throwaway data folder
// (LOCAL_SUPABASE_DATA_DIR): the developer's own data is never touched.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAGE_LIST } from '@funil/build-config/pages';
import { REMOTES } from '@funil/build-config/remotes';
import { findFreePortBlock, isPortFree } from '@funil/local-supabase/ports';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_DATA = path.join(ROOT, 'local-supabase', '.data');
/** A fresh data folder builds what is stale (nothing after the build steps of `npm test`) and starts everything. */
const START_TIMEOUT_MS = 15 * 60_000;
const STOP_TIMEOUT_MS = 60_000;

const DEFAULT_PORTS = {
  PORT: 4173,
  SUPABASE_PORT: 54321,
  MAILBOX_PORT: 54324,
  MAIL_SMTP_PORT: 54325,
  STORYBOOK_PORT: 4179,
};
/** Every port `npm start` listens on, from its settings (the stack's block, the remotes after PORT). */
function portsOf(ports: typeof DEFAULT_PORTS): number[] {
  const stack = [0, 1, 2, 5].map((offset) => ports.SUPABASE_PORT + offset);
  const site = [0, 1, 2, 3, 4].map((offset) => ports.PORT + offset);
  return [...stack, ...site, ports.MAILBOX_PORT, ports.MAIL_SMTP_PORT, ports.STORYBOOK_PORT];
}

/** What a newcomer's shell has: none of the project's variables, and the system's PATH (no bootstrapped tools). */
function newcomerEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const project =
    /^(DATABASE_URL|SUPABASE_.*|PORT|MAILBOX_PORT|MAIL_SMTP_PORT|STORYBOOK_PORT|STAFF_.*|NONSTAFF_.*|LOCAL_SUPABASE_.*|E2E_.*|npm_.*)$/;
  for (const [key, value] of Object.entries(process.env)) if (!project.test(key)) env[key] = value;
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((entry) => !entry.startsWith(path.join(ROOT, '.tooling')))
    .join(':');
  return env;
}

/** Processes started under `root` (pid with its start time, so a reused pid is not mistaken for a survivor). */
function descendants(root: number): Map<number, string> {
  const parents = new Map<number, number>();
  const starts = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      starts.set(Number(entry), fields[19]!);
    } catch {
      // gone meanwhile
    }
  }
  const found = new Map<number, string>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    for (const [child, parent] of parents) {
      if (parent === pid && !found.has(child)) {
        found.set(child, starts.get(child)!);
        queue.push(child);
      }
    }
  }
  return found;
}

function stillRunning(pid: number, start: string): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[19] !== start) return null;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return null;
  }
}

function field(output: string, label: string): string {
  const match = new RegExp(`^\\s*${label}:\\s+(\\S+)`, 'm').exec(output);
  assert.ok(match, `npm start printed no "${label}:" line. Its output:\n${output.slice(-4000)}`);
  return match[1]!;
}

test('npm start on a fresh clone: comes up, serves the site, stops on Ctrl-C leaving nothing behind', async (t) => {
  const env = newcomerEnvironment();
  let ports = DEFAULT_PORTS;
  const defaultsFree = (await Promise.all(portsOf(DEFAULT_PORTS).map((port) => isPortFree(port)))).every(Boolean);
  if (!defaultsFree) {
    const site = await findFreePortBlock(7);
    const stack = await findFreePortBlock(6);
    const mail = await findFreePortBlock(2);
    ports = {
      PORT: site,
      SUPABASE_PORT: stack,
      MAILBOX_PORT: mail,
      MAIL_SMTP_PORT: mail + 1,
      STORYBOOK_PORT: site + 6,
    };
    for (const [key, value] of Object.entries(ports)) env[key] = String(value);
    t.diagnostic(`default ports taken (npm start running?): using ${JSON.stringify(ports)}`);
  }
  let dataDir = DEFAULT_DATA;
  const ownDefaultData = !existsSync(DEFAULT_DATA);
  if (!ownDefaultData) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'first-command-'));
    env.LOCAL_SUPABASE_DATA_DIR = dataDir;
    t.diagnostic(`local-supabase/.data exists: a fresh data folder in ${dataDir} instead`);
  }

  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    // A process group of its own, as a terminal gives a foreground command: Ctrl-C signals the whole group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((value) => (exit = value));
  const seen = new Map<number, string>();

  try {
    await t.test('prints the Site: and Mailbox: lines', async () => {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (!output.includes('Ctrl-C stops everything.')) {
        assert.equal(
          exit,
          null,
          `npm start exited (${JSON.stringify(exit)}) before it was up. Its output:\n${output.slice(-6000)}`,
        );
        assert.ok(
          Date.now() < deadline,
          `npm start was not up after ${START_TIMEOUT_MS / 60_000} min:\n${output.slice(-4000)}`,
        );
        for (const [pid, start] of descendants(child.pid!)) seen.set(pid, start);
        await sleep(1000);
      }
      for (const [pid, start] of descendants(child.pid!)) seen.set(pid, start);
      field(output, 'Site');
      field(output, 'Mailbox');
    });

    const site = field(output, 'Site');
    const api = field(output, 'API URL');
    const anonKey = field(output, 'anon key');

    await t.test('every page of the catalogue answers 200, pre-rendered where the catalogue says so', async () => {
      const failures: string[] = [];
      for (const page of PAGE_LIST) {
        for (const pagePath of page.paths) {
          const response = await fetch(new URL(pagePath, site));
          const html = await response.text();
          if (response.status !== 200) failures.push(`${pagePath}: HTTP ${response.status}`);
          else if (page.prerender && !html.includes(`data-prerendered="${page.remote}/${page.name}"`))
            failures.push(`${pagePath}: no pre-rendered markup of ${page.remote}/${page.name}`);
          else if (!html.includes('<div id="root"')) failures.push(`${pagePath}: no #root in the document`);
        }
      }
      assert.deepEqual(failures, []);
    });

    await t.test('the staff sign-in it printed works, on the seeded and demo data', async () => {
      const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: field(output, 'Staff e-mail'), password: field(output, 'Staff password') }),
      });
      assert.equal(signIn.status, 200, await signIn.clone().text());
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const staff = { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const launches = await fetch(`${api}/rest/v1/rpc/launch_options`, { method: 'POST', headers: staff, body: '{}' });
      assert.equal(launches.status, 200, await launches.clone().text());
      const rows = (await launches.json()) as { lancamento: number; is_current: boolean }[];
      assert.ok(
        rows.some((row) => row.is_current),
        'a current launch (seed.sql)',
      );
      // The demo data loaded too: every seeded launch has its three live classes (supabase/demo/launch-classes.sql).
      const classes = await fetch(`${api}/rest/v1/launch_classes?select=lancamento,position`, { headers: staff });
      assert.equal(classes.status, 200, await classes.clone().text());
      const classRows = (await classes.json()) as { lancamento: number }[];
      for (const launch of [1, 2, 3])
        assert.equal(classRows.filter((row) => row.lancamento === launch).length, 3, `launch ${launch}'s demo classes`);
    });

    await t.test('the mailbox API answers', async () => {
      const response = await fetch(new URL('/api/email', field(output, 'Mailbox')));
      assert.equal(response.status, 200);
      assert.ok(Array.isArray(await response.json()), 'GET /api/email lists the caught e-mails');
    });

    await t.test('the remotes map lists the four remotes', async () => {
      const response = await fetch(new URL('/remotes.json', site));
      assert.equal(response.status, 200);
      const map = (await response.json()) as Record<string, string>;
      assert.deepEqual(Object.keys(map).sort(), REMOTES.map((remote) => remote.name).sort());
      for (const url of Object.values(map)) assert.match(url, /\/mf-manifest\.json$/);
    });
  } finally {
    await t.test('Ctrl-C stops it: every port free, nothing left running', async () => {
      for (const [pid, start] of descendants(child.pid!)) seen.set(pid, start);
      const endedByItself = exit !== null;
      if (!endedByItself) process.kill(-child.pid!, 'SIGINT');
      const result = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
      if (result === null) {
        process.kill(-child.pid!, 'SIGKILL');
        assert.fail(`npm start did not stop within ${STOP_TIMEOUT_MS / 1000} s of Ctrl-C:\n${output.slice(-3000)}`);
      }
      // Let the last children reap (PostgreSQL's shutdown checkpoint happens before the stack's stop resolves).
      await sleep(500);
      const left = [...seen].map(([pid, start]) => stillRunning(pid, start)).filter((line) => line !== null);
      const taken: number[] = [];
      for (const port of portsOf(ports)) if (!(await isPortFree(port))) taken.push(port);
      if (!ownDefaultData) rmSync(dataDir, { recursive: true, force: true });
      else rmSync(DEFAULT_DATA, { recursive: true, force: true });
      assert.deepEqual(left, [], 'processes npm start left running');
      assert.deepEqual(taken, [], 'ports still in use after npm start stopped');
      // (An `npm start` that ended by itself was reported above, with its output.)
      assert.ok(
        endedByItself || result.code === 0 || result.signal === 'SIGINT' || result.code === 130,
        `npm start ended with ${JSON.stringify(result)}:\n${output.slice(-3000)}`,
      );
    });
  }
});
