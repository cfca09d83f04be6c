// A launch message's body as staff write it (docs/email.md): plain pt-BR text with {{variables}}; a blank line starts
// a new paragraph; a line holding only one {{link_*}} variable is a button. Parsed into blocks of text and links; the
// values are never interpreted as markup (the React template escapes every text and attribute), so a lead named
// `<img src=x onerror=alert(1)>` gets exactly that text.
import { linkLabel } from './email-copy.ts';

export type EmailVariables = Readonly<Record<string, string | number | null | undefined>>;

export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

export type BodyBlock = { kind: 'paragraph'; lines: BodyPart[][] } | { kind: 'button'; href: string; label: string };

export interface LinkOptions {
  /** Origin of the public site (settings' site_url): only its links get the UTM parameters. */
  siteUrl: string;
  /** The message's key: utm_campaign. */
  campaign: string;
}

const VARIABLE = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;
const ONLY_LINK = /^\s*\{\{\s*(link_[a-z0-9_]*)\s*\}\}\s*$/;

export const isLinkVariable = (name: string) => name.startsWith('link_');

/**
 * An absolute http(s) URL, with utm_source=email and utm_campaign=<message key> when it points at the site; null for
 * anything else (javascript:, relative, unparsable): such a value never becomes a link.
 */
export function emailLink(raw: string, options: LinkOptions): string | null {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const site = URL.canParse(options.siteUrl) ? new URL(options.siteUrl).origin : null;
  if (site !== null && url.origin === site) {
    url.searchParams.set('utm_source', 'email');
    url.searchParams.set('utm_campaign', options.campaign);
  }
  return url.toString();
}

function valueOf(variables: EmailVariables, name: string): string {
  const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * An empty variable takes its comma with it: "Olá, {{primeiro_nome}}!" -> "Olá!", and a line opening with
 * "{{primeiro_nome}}, " goes on with a capital (a name withheld by the database greets without a name). The
 * database fills subjects by the same rule (private.email_fill).
 */
export function tidyEmptyVariables(template: string, variables: EmailVariables): string {
  const empty = (name: string) => valueOf(variables, name) === '';
  return template
    .replace(/,[ \t]*\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g, (match, name: string) => (empty(name) ? '' : match))
    .replace(
      /^([ \t]*)\{\{\s*([a-z][a-z0-9_]*)\s*\}\}[ \t]*,[ \t]*(\S)/gm,
      (match, space: string, name: string, next: string) => (empty(name) ? `${space}${next.toUpperCase()}` : match),
    );
}

/** {{name}} -> its value as text (for the subject and the plain-text part); links are not rewritten here. */
export function fillText(template: string, variables: EmailVariables): string {
  return tidyEmptyVariables(template, variables).replace(VARIABLE, (_, name: string) => valueOf(variables, name));
}

function lineParts(line: string, variables: EmailVariables, options: LinkOptions): BodyPart[] {
  const parts: BodyPart[] = [];
  let text = '';
  let last = 0;
  for (const match of line.matchAll(VARIABLE)) {
    text += line.slice(last, match.index);
    last = match.index + match[0].length;
    const name = match[1]!;
    const value = valueOf(variables, name);
    const href = isLinkVariable(name) && value !== '' ? emailLink(value, options) : null;
    if (href === null) {
      text += isLinkVariable(name) ? '' : value;
      continue;
    }
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'link', href, text: href });
  }
  text += line.slice(last);
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}

/** A line's parts split at the line breaks their values carry ({{datas_aulas}}: one class per line). */
function splitAtBreaks(parts: BodyPart[]): BodyPart[][] {
  const lines: BodyPart[][] = [[]];
  for (const part of parts) {
    if (part.kind === 'link') {
      lines.at(-1)!.push(part);
      continue;
    }
    part.text.split(/\r\n?|\n/).forEach((text, index) => {
      if (index > 0) lines.push([]);
      if (text !== '') lines.at(-1)!.push({ kind: 'text', text });
    });
  }
  return lines.filter((line) => line.length > 0);
}

/** The body as blocks: paragraphs (lines kept as line breaks, also those inside values) and buttons. */
export function parseBody(body: string, variables: EmailVariables, options: LinkOptions): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let lines: BodyPart[][] = [];
  const flush = () => {
    if (lines.length > 0) blocks.push({ kind: 'paragraph', lines });
    lines = [];
  };
  for (const line of tidyEmptyVariables(body, variables).replace(/\r\n?/g, '\n').split('\n')) {
    const only = ONLY_LINK.exec(line);
    if (only) {
      flush();
      const value = valueOf(variables, only[1]!);
      const href = value === '' ? null : emailLink(value, options);
      if (href !== null) blocks.push({ kind: 'button', href, label: linkLabel(only[1]!) });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    lines.push(...splitAtBreaks(lineParts(line, variables, options)));
  }
  flush();
  return blocks;
}

/** The plain-text part of the same blocks: paragraphs separated by a blank line, a button as "Label: URL". */
export function blocksToText(blocks: readonly BodyBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'button'
        ? `${block.label}: ${block.href}`
        : block.lines
            .map((line) => line.map((part) => (part.kind === 'text' ? part.text : part.href)).join(''))
            .join('\n'),
    )
    .join('\n\n');
}
