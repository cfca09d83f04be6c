// Reads edge/wrangler.jsonc (JSON with comments and trailing commas) so the local runtime uses the production
// configuration's compatibility date, assets settings and vars.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const EDGE_DIR = path.resolve(import.meta.dirname, '..');

export interface WranglerConfig {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  /** The site's worker only (the sender worker has none). */
  assets?: {
    directory: string;
    binding: string;
    run_worker_first?: boolean;
    html_handling?: 'auto-trailing-slash' | 'force-trailing-slash' | 'drop-trailing-slash' | 'none';
    not_found_handling?: 'single-page-application' | '404-page' | 'none';
  };
  kv_namespaces?: { binding: string; id?: string }[];
  triggers?: { crons?: string[] };
  vars?: Record<string, string>;
  durable_objects?: { bindings: { name: string; class_name: string }[] };
  queues?: {
    producers?: { binding: string; queue: string }[];
    consumers?: {
      queue: string;
      max_batch_size?: number;
      max_batch_timeout?: number;
      max_retries?: number;
      max_concurrency?: number;
    }[];
  };
  ratelimits?: { name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } }[];
}

/** Drops // and /* *\/ comments outside strings, and trailing commas. */
export function stripJsonComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (inString) {
      out += char;
      if (char === '\\') out += text[++i] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i === 0) break;
    } else out += char;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

export const SENDER_WRANGLER_FILE = path.join(EDGE_DIR, 'wrangler.sender.jsonc');
export const ATTENDANCE_WRANGLER_FILE = path.join(EDGE_DIR, 'wrangler.attendance.jsonc');
/** The one path routed to the attendance worker (production: `<site domain>/aula/presenca`; locally: the front end). */
export { ATTENDANCE_REPORT_PATH as ATTENDANCE_ROUTE_PATH } from '@funil/data-client/public/attendance-report';

export function readWranglerConfig(file = path.join(EDGE_DIR, 'wrangler.jsonc')): WranglerConfig {
  return JSON.parse(stripJsonComments(readFileSync(file, 'utf8'))) as WranglerConfig;
}
