// The checkout platform's postbacks in the end-to-end tests: `npm run simulate:checkout` (scripts/simulate-checkout.ts)
// run as a person would, against the site under test, with the hottok the global setup exported
// (E2E_HOTMART_HOTTOK). Its exit code, what it printed and its errors come back, so a failure names its cause.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'simulate-checkout.ts');

export const HOTTOK = process.env.E2E_HOTMART_HOTTOK ?? '';

export interface SimulatedPostback {
  /** 0 on a 2xx answer. */
  code: number;
  /** The event posted and the site's answer (`POST <url> -> <status> <body>`). */
  out: string;
  err: string;
}

/** Posts one postback (`args`: the script's options) to `baseURL`'s POST /webhooks/hotmart. */
export async function simulateCheckout(baseURL: string, args: string[], hottok = HOTTOK): Promise<SimulatedPostback> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, '--url', baseURL, ...args], {
      env: { ...process.env, HOTMART_HOTTOK: hottok },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
  }
}
