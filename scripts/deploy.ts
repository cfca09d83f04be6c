// `npm run deploy` — the edge worker and the shell's files to Cloudflare (docs/deployment.md):
//   1. builds the shell when its dist/ is missing or stale (the remotes deploy on their own);
//   2. `wrangler deploy` with edge/wrangler.attendance.jsonc: the live classes' attendance worker, with the route
//      `<SITE_DOMAIN>/aula/presenca` (it takes precedence over the site's Custom Domain for that path); first, so the
//      class page's reports already go there when the site's worker drops its old class rooms;
//   3. `wrangler deploy` with edge/wrangler.jsonc: the worker bundle (edge/src) + the asset set (shell/dist);
//   4. `wrangler deploy` with edge/wrangler.sender.jsonc: the launch e-mail sender's own worker (no route, no assets).
// `npm run deploy -- --dry-run` stops after bundling: the bundle and its listing go to edge/dist, with no network and no
// account (part of `npm test`). A real deploy needs SUPABASE_URL and SUPABASE_ANON_KEY (the hosted project, given to
// the worker as vars), SITE_DOMAIN (the site's host name, e.g. semanajava.com.br: the attendance worker's route) and
// wrangler's own credentials (CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID).
// Any other argument goes to wrangler as is (e.g. --env staging).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ATTENDANCE_ROUTE_PATH, EDGE_DIR, readWranglerConfig } from '@funil/edge/local/wrangler-config';
import { buildSite } from './site.ts';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const wranglerArgs = args.filter((arg) => arg !== '--dry-run');
const log = (line: string) => console.log(`[deploy] ${line}`);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

async function main(): Promise<number> {
  const built = await buildSite(log, false, ['shell']);
  if (built.length === 0) log('shell/dist is up to date');
  const config = readWranglerConfig();
  const assetsDir = path.resolve(EDGE_DIR, config.assets!.directory);
  if (!existsSync(path.join(assetsDir, 'index.html')))
    throw new Error(`${assetsDir}/index.html is missing after the build`);

  const vars: string[] = [];
  const supabaseUrl = process.env.SUPABASE_URL;
  const anonKey = process.env.SUPABASE_ANON_KEY;
  if (supabaseUrl && anonKey) {
    if (!/^https:\/\//.test(supabaseUrl) && !dryRun)
      throw new Error(`SUPABASE_URL must be the hosted project's https URL, got "${supabaseUrl}"`);
    vars.push('--var', `SUPABASE_URL:${supabaseUrl}`, '--var', `SUPABASE_ANON_KEY:${anonKey}`);
  } else if (!dryRun) {
    throw new Error(
      'Set SUPABASE_URL (https://<ref>.supabase.co) and SUPABASE_ANON_KEY (the project anon key) for a deploy.',
    );
  }

  // The origins remotes' releases may come from (npm run remote -- publish refuses others; docs/deployment.md).
  const siteVars = process.env.REMOTE_ORIGIN_ALLOWLIST
    ? ['--var', `REMOTE_ORIGIN_ALLOWLIST:${process.env.REMOTE_ORIGIN_ALLOWLIST}`]
    : [];

  // The attendance worker's route: the class page's path on the site's host (a dry run checks the bundle only).
  const siteDomain = process.env.SITE_DOMAIN ?? '';
  if (!dryRun && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(siteDomain))
    throw new Error(
      "Set SITE_DOMAIN (the site's host name, e.g. semanajava.com.br) for the attendance worker's route.",
    );
  const attendanceRoute = siteDomain ? ['--route', `${siteDomain}${ATTENDANCE_ROUTE_PATH}`] : [];

  const outDir = path.join(EDGE_DIR, 'dist');
  const senderOutDir = path.join(EDGE_DIR, 'dist-sender');
  const attendanceOutDir = path.join(EDGE_DIR, 'dist-attendance');
  if (dryRun) {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(senderOutDir, { recursive: true, force: true });
    rmSync(attendanceOutDir, { recursive: true, force: true });
  }
  const wrangler = path.join(EDGE_DIR, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const deploy = (configFile: string, out: string) =>
    spawnSync(
      process.execPath,
      [
        wrangler,
        'deploy',
        '--config',
        path.join(EDGE_DIR, configFile),
        ...(dryRun ? ['--dry-run', '--outdir', out] : []),
        ...vars,
        ...(configFile === 'wrangler.jsonc' ? siteVars : []),
        ...(configFile === 'wrangler.attendance.jsonc' ? attendanceRoute : []),
        ...wranglerArgs,
      ],
      { cwd: EDGE_DIR, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' } },
    );
  // The attendance worker: SUPABASE_URL / SUPABASE_ANON_KEY as vars; ATTENDANCE_SECRET is its own Worker secret.
  const attendance = deploy('wrangler.attendance.jsonc', attendanceOutDir);
  if (attendance.status !== 0) return attendance.status ?? 1;
  const result = deploy('wrangler.jsonc', outDir);
  if (result.status !== 0) return result.status ?? 1;
  // The sender: SUPABASE_URL / SUPABASE_ANON_KEY as vars; its secrets are its own (`wrangler secret put -c ...`).
  const sender = deploy('wrangler.sender.jsonc', senderOutDir);
  if (sender.status !== 0) return sender.status ?? 1;
  if (dryRun) {
    for (const [file, out, label] of [
      ['wrangler.sender.jsonc', senderOutDir, 'sender'],
      ['wrangler.attendance.jsonc', attendanceOutDir, 'attendance'],
    ] as const) {
      const workerConfig = readWranglerConfig(path.join(EDGE_DIR, file));
      const workerBundle = path.join(out, path.basename(workerConfig.main).replace(/\.ts$/, '.js'));
      if (!existsSync(workerBundle)) throw new Error(`wrangler's dry run wrote no ${workerBundle}`);
      log(
        `${label} bundle: ${path.relative(process.cwd(), workerBundle)} (${(statSync(workerBundle).size / 1024).toFixed(1)} KiB)`,
      );
    }
    const bundle = path.join(outDir, path.basename(config.main).replace(/\.ts$/, '.js'));
    if (!existsSync(bundle)) throw new Error(`wrangler's dry run wrote no ${bundle}`);
    const assets = listFiles(assetsDir);
    const bytes = assets.reduce((sum, file) => sum + statSync(file).size, 0);
    log(`worker bundle: ${path.relative(process.cwd(), bundle)} (${(statSync(bundle).size / 1024).toFixed(1)} KiB)`);
    log(
      `asset set: ${assets.length} files, ${(bytes / 1024).toFixed(1)} KiB from ${path.relative(process.cwd(), assetsDir)}`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
