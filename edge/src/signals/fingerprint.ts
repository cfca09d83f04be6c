// Error fingerprints: repeats of one error group together whatever the numbers, ids, URLs or e-mails in its message,
// and one error in two builds (releases) is two groups (a deploy that fixes or breaks it shows up as such).
// fingerprint = SHA-256 of kind | type | normalised message | top frame | release, 32 hex digits.

const encoder = new TextEncoder();

/** Text without what makes repeats differ or may be personal: URLs, e-mails, UUIDs, long hex, numbers. */
export function normaliseMessage(message: string): string {
  return message
    .replace(/^\s*(uncaught\s+(\(in promise\)\s*)?)/i, '')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`)<>]+/gi, '<url>')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<hex>')
    .replace(/\b[A-Za-z0-9_-]{24,}\b/g, '<token>')
    .replace(/-?\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/**
 * Any text as stored (every string of an event: message, type, frames, route, samples): the query and hash of every
 * URL, absolute or relative ('/inscricao/obrigado?data=...' keeps '/inscricao/obrigado'), e-mail-shaped text ->
 * <email>, token-shaped text (20+ letters, digits, '-' or '_' with a digit in them, UUIDs, JWTs) -> <token>, long digit
 * runs (phones, documents) -> <n>, control characters out. Build folders (12 hex digits) and hashed file names stay.
 */
export function redactText(text: string, max: number, keepLines = false): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(keepLines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, ' ')
      // The query and hash of a URL (or of a path: whatever a '?' or '#' with a '=' after it ends), up to a delimiter.
      .replace(/[?#][^\s'"`)<>]*=[^\s'"`)<>]*/g, '')
      .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"`)<>]+)[?#][^\s'"`)<>]*/gi, '$1')
      .replace(/[\w.+%-]+(@|%40)[\w-]+(\.[\w-]+)+/gi, '<email>')
      .replace(/\beyJ[\w-]+\.[\w-]+(\.[\w-]+)?/g, '<token>')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<token>')
      .replace(/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}(?![\w-])/g, '<token>')
      .replace(/\d[\d .()-]{5,}\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '<n>' : run))
      .slice(0, max)
  );
}

/** A sample as stored (redactText, line breaks kept). */
export function redactSample(text: string, max: number): string {
  return redactText(text, max, true);
}

export interface StackFrame {
  /** Absolute URL of the file, without query or hash. */
  url: string;
  line: number;
  column: number;
  fn: string;
}

const FRAME =
  /(?:at\s+(?:(.*?)\s+\()?|^\s*(?:(.*?)@)?)((?:https?|chrome-extension|moz-extension|safari-web-extension|webpack|blob):\/\/[^\s)]+?):(\d+):(\d+)\)?\s*$/;

/** The frames of a V8 (Chrome, Edge) or SpiderMonkey / JavaScriptCore (Firefox, Safari) stack, top first. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n').slice(0, 30)) {
    const match = FRAME.exec(line.trim());
    if (!match) continue;
    frames.push({
      fn: (match[1] ?? match[2] ?? '').trim().slice(0, 80),
      url: match[3]!.split(/[?#]/)[0]!,
      line: Number(match[4]),
      column: Number(match[5]),
    });
  }
  return frames;
}

/** The path part of a URL (origins differ between environments; the file is what matters). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** 'fn /assets/x.js:12:34' of the top frame, or of the file and position the error event gave. */
export function topFrame(frames: readonly StackFrame[], source = '', line = 0, column = 0): string {
  const top = frames[0];
  if (top) return `${top.fn ? `${top.fn} ` : ''}${pathOf(top.url)}:${top.line}:${top.column}`.slice(0, 300);
  return source ? `${pathOf(source)}:${line}:${column}`.slice(0, 300) : '';
}

export async function errorFingerprint(parts: {
  kind: string;
  type: string;
  message: string;
  topFrame: string;
  release: string;
}): Promise<string> {
  const text = [parts.kind, parts.type, parts.message, parts.topFrame, parts.release].join('\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
