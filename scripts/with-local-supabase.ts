// node scripts/with-local-supabase.ts -- <command...>
// Starts a throwaway local Supabase (fresh temp data folder, free ports; DATABASE_URL = external server, then a
// fresh database on it), adds a staff and a non-staff user, runs the command with
//   SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, DATABASE_URL,
//   STAFF_EMAIL, STAFF_PASSWORD, NONSTAFF_EMAIL, NONSTAFF_PASSWORD
// in its environment, always stops the stack, and exits with the command's exit code.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalSupabaseError } from '@funil/local-supabase/errors';
import { findFreePortBlock } from '@funil/local-supabase/ports';
import { STACK_PORT_BLOCK, startLocalSupabase, type LocalSupabase } from '@funil/local-supabase/stack';
import { addUser } from '@funil/local-supabase/users';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-local-supabase.ts -- <command...>');
  process.exit(2);
}

const STAFF = { email: 'staff@semanajava.test', password: 'staff-password-123' };
const NONSTAFF = { email: 'nonstaff@semanajava.test', password: 'nonstaff-password-123' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-'));
let stack: LocalSupabase | null = null;
let exitCode = 1;
let child: ReturnType<typeof spawn> | null = null;
let interrupted = false;

const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
const forward = (signal: NodeJS.Signals) => {
  interrupted = true;
  exitCode = SIGNAL_EXIT[signal] ?? 1;
  if (child && child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGHUP', () => forward('SIGHUP'));

const log = (line: string) => console.log(`[with-local-supabase] ${line}`);
try {
  const port = await findFreePortBlock(STACK_PORT_BLOCK);
  const external = process.env.DATABASE_URL;
  stack = await startLocalSupabase({
    port,
    dataDir,
    fresh: true,
    ...(external ? { databaseUrl: external } : {}),
    log,
  });
  await addUser(stack.databaseUrl, { ...STAFF, staff: true });
  await addUser(stack.databaseUrl, { ...NONSTAFF, staff: false });
  if (!interrupted) {
    log(`running: ${command.join(' ')}`);
    const [program, ...args] = command as [string, ...string[]];
    child = spawn(program, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        DATABASE_URL: stack.databaseUrl,
        STAFF_EMAIL: STAFF.email,
        STAFF_PASSWORD: STAFF.password,
        NONSTAFF_EMAIL: NONSTAFF.email,
        NONSTAFF_PASSWORD: NONSTAFF.password,
      },
    });
    const running = child;
    exitCode = await new Promise<number>((resolve) => {
      running.once('error', (error) => {
        console.error(`cannot run ${program}: ${error.message}`);
        resolve(127);
      });
      running.once('exit', (code, signal) => resolve(code ?? (signal ? (SIGNAL_EXIT[signal] ?? 1) : 1)));
    });
  }
} catch (error) {
  console.error(error instanceof LocalSupabaseError ? error.message : error);
  if (!interrupted) exitCode = 1;
} finally {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
