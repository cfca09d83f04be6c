// `npm run remote -- <command>`: a remote's releases and the environment's remotes map, the same command locally and
// in production (docs/deployment.md).
//
//   build <remote> [--label <text>]                              a new immutable release (releases/<build-id>/)
//   publish <remote> <manifest-url> [--canary <percent>] [--reason <text>]
//                                                                checks the release, then the map's next version
//   promote <remote> [--reason <text>]                           the canary becomes the stable version
//   rollback <remote> [--reason <text>]                          one step back (ends a canary, else the previous stable)
//   status [--json]                                              per remote: stable, canary, share, health; the history
//
// Which environment: REMOTES_ADMIN_URL (the site, e.g. https://semanajava.com.br) and REMOTES_ADMIN_TOKEN (its
// Worker secret) when set; else the local site on PORT (default 4173) started by `npm start`, whose token is in
// node_modules/.cache/funil-remotes-admin/. Who: REMOTES_ACTOR, else git's user.email, else user@host.
import { execFileSync } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { REMOTES, SHELL_PORT, type RemoteName } from '@funil/build-config/remotes';
import { readLocalAdmin } from './local-delivery.ts';
import { buildRelease, releasesDir } from './releases.ts';

const USAGE = `usage: npm run remote -- <command>
  build <remote> [--label <text>]
  publish <remote> <manifest-url> [--canary <percent>] [--reason <text>]
  promote <remote> [--reason <text>]
  rollback <remote> [--reason <text>]
  status [--json]
remotes: ${REMOTES.map((remote) => remote.name).join(', ')}`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  options: Record<string, string | true>;
}

export function parseArgs(args: readonly string[]): Parsed {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--json') options.json = true;
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? args[i + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new UsageError(`--${name} needs a value`);
      if (inline === undefined) i += 1;
      options[name] = value;
    } else positional.push(arg);
  }
  return { positional, options };
}

/** mfe_funnel or its folder name mfe-funnel. */
export function remoteName(text: string | undefined): RemoteName {
  const found = REMOTES.find((remote) => remote.name === text || remote.folder === text);
  if (!found)
    throw new UsageError(`unknown remote "${text ?? ''}" (${REMOTES.map((remote) => remote.name).join(', ')})`);
  return found.name;
}

function actor(): string {
  if (process.env.REMOTES_ACTOR) return process.env.REMOTES_ACTOR;
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (email) return email;
  } catch {
    /* no git or no user.email */
  }
  return `${userInfo().username}@${hostname()}`;
}

function environment(): { url: string; token: string; name: string } {
  if (process.env.REMOTES_ADMIN_URL) {
    if (!process.env.REMOTES_ADMIN_TOKEN)
      throw new UsageError(
        'REMOTES_ADMIN_URL is set: set REMOTES_ADMIN_TOKEN too (the worker secret of that environment).',
      );
    return {
      url: process.env.REMOTES_ADMIN_URL.replace(/\/$/, ''),
      token: process.env.REMOTES_ADMIN_TOKEN,
      name: process.env.REMOTES_ADMIN_URL,
    };
  }
  const port = Number(process.env.PORT || SHELL_PORT);
  const local = readLocalAdmin(port);
  if (!local)
    throw new UsageError(
      `no local site on port ${port}: start it (npm start), or set REMOTES_ADMIN_URL and REMOTES_ADMIN_TOKEN for another environment.`,
    );
  return { ...local, name: `local site ${local.url}` };
}

interface AdminAnswer {
  ok?: boolean;
  problems?: string[];
  version?: number;
  entry?: HistoryLine;
  [key: string]: unknown;
}

export async function callAdmin(body: Record<string, unknown>): Promise<{ status: number; answer: AdminAnswer }> {
  const env = environment();
  let response: Response;
  try {
    response = await fetch(`${env.url}/webhooks/remotes-map`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new UsageError(`${env.name} does not answer (${(error as Error).message}).`);
  }
  const text = await response.text();
  try {
    return { status: response.status, answer: JSON.parse(text) as AdminAnswer };
  } catch {
    return {
      status: response.status,
      answer: { ok: false, problems: [`HTTP ${response.status}: ${text.slice(0, 300)}`] },
    };
  }
}

interface HistoryLine {
  version: number;
  at: string;
  by: string;
  action: string;
  remote: string | null;
  from: string | null;
  to: string | null;
  percent?: number;
  reason: string;
}

interface Counts {
  pageViews: number;
  loadFailures: number;
  errors: number;
}

interface StatusAnswer {
  version: number;
  stable: Record<string, string>;
  canaries: Record<
    string,
    {
      url: string;
      percent: number;
      since: string;
      buildId: string;
      stableBuildId: string;
      health: { stable: Counts; canary: Counts; verdict: string } | null;
      healthError?: string;
    }
  >;
  healthSource: string | null;
  history: HistoryLine[];
}

/** The build id of a release URL (…/<build-id>/mf-manifest.json), else the URL. */
const short = (url: string | null) => (url ? (/\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url)?.[1] ?? url) : '-');
const counts = (c: Counts) => `${c.pageViews} page views, ${c.loadFailures} remote-load failures, ${c.errors} errors`;

export function formatHistoryLine(entry: HistoryLine): string {
  const change = entry.remote
    ? `${entry.remote} ${short(entry.from)} -> ${short(entry.to)}${entry.percent ? ` (${entry.percent}%)` : ''}`
    : '';
  return `  v${entry.version}  ${entry.at}  ${entry.action}  ${change}  by ${entry.by}: ${entry.reason}`;
}

export function formatStatus(status: StatusAnswer): string {
  const lines = [
    `remotes map version ${status.version}; health: ${status.healthSource ?? 'no signals source (no automatic rollback)'}`,
  ];
  for (const [remote, url] of Object.entries(status.stable).sort()) {
    const canary = status.canaries[remote];
    lines.push(`${remote}`);
    lines.push(`  stable  ${short(url)}  ${canary ? `${100 - canary.percent}%` : '100%'}  ${url}`);
    if (canary) {
      lines.push(`  canary  ${short(canary.url)}  ${canary.percent}%  ${canary.url}  (since ${canary.since})`);
      if (canary.healthError) lines.push(`  health  ${canary.healthError}`);
      if (canary.health) {
        lines.push(`  health  stable: ${counts(canary.health.stable)}`);
        lines.push(`          canary: ${counts(canary.health.canary)}`);
        lines.push(`          ${canary.health.verdict}`);
      }
    }
  }
  lines.push('history (latest first):', ...status.history.map(formatHistoryLine));
  return lines.join('\n');
}

function refused(answer: AdminAnswer): number {
  console.error(
    `refused:\n${(answer.problems ?? ['(no reason given)']).map((problem) => `  - ${problem}`).join('\n')}`,
  );
  if (answer.version !== undefined) console.error(`The map is unchanged (version ${answer.version}).`);
  return 1;
}

async function change(body: Record<string, unknown>): Promise<number> {
  const { answer } = await callAdmin({ ...body, by: actor() });
  if (!answer.ok) return refused(answer);
  console.log(`remotes map version ${answer.version}:`);
  if (answer.entry) console.log(formatHistoryLine(answer.entry));
  return 0;
}

export async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const { positional, options } = parseArgs(rest);
  const reason = typeof options.reason === 'string' ? options.reason : undefined;
  switch (command) {
    case 'build': {
      const remote = remoteName(positional[0]);
      const release = await buildRelease(remote, {
        ...(typeof options.label === 'string' ? { label: options.label } : {}),
        log: (line) => console.log(`[remote] ${line}`),
      });
      const offset = REMOTES.find((candidate) => candidate.name === remote)!.offset;
      const port = Number(process.env.PORT || SHELL_PORT);
      console.log(
        [
          `release ${remote} ${release.id}: ${path.relative(process.cwd(), path.join(releasesDir(remote), release.id))}/`,
          `  local:      npm run remote -- publish ${remote} http://127.0.0.1:${port + offset}/${release.id}/mf-manifest.json`,
          `  production: upload that folder to <your remote origin>/${release.id}/ (never over an existing one), then`,
          `              npm run remote -- publish ${remote} https://<your remote origin>/${release.id}/mf-manifest.json`,
        ].join('\n'),
      );
      return 0;
    }
    case 'publish': {
      const remote = remoteName(positional[0]);
      const url = positional[1];
      if (!url) throw new UsageError("publish needs the release's manifest URL");
      const percent = options.canary === undefined ? null : Number(options.canary);
      if (percent !== null && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
        throw new UsageError('--canary takes a whole percent from 1 to 99');
      return change({ action: 'publish', remote, url, percent, reason });
    }
    case 'promote':
    case 'rollback':
      return change({ action: command, remote: remoteName(positional[0]), reason });
    case 'status': {
      const { answer } = await callAdmin({ action: 'status' });
      if (answer.ok === false) return refused(answer);
      console.log(options.json ? JSON.stringify(answer, null, 2) : formatStatus(answer as unknown as StatusAnswer));
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
      else console.error(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
