// A rendered e-mail's HTML as a compiled template (rendering each message with React was the sender Worker's largest
// cost, and a bulk send renders the same message for every recipient: docs/performance.md). The markup is still React Email's:
// the template is rendered ONCE by React with a unique marker in place of every per-recipient string (a name, a
// link, the subject...), then split at the markers into the static markup between them and numbered slots. Filling
// the slots with a recipient's strings, escaped exactly as React escapes text and attribute values, gives the same
// bytes React would have rendered for that recipient (render-email.ts keys a template by everything that could change
// the markup's structure; render-email.test.ts compares both ways byte for byte).

/**
 * React DOM's `escapeTextForBrowser` (react-dom/server, the function its server renderer applies to every text node
 * and every attribute value): `"` `&` `'` `<` `>` and nothing else.
 */
export function escapeHtml(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (char) => ESCAPES[char]!) : text;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

// Private-use characters: never escaped by React, never in the template's own markup (its copy and styles).
const OPEN = '\uE000';
const PAD = '\uE001';
const CLOSE = '\uE002';
const MARKER = /\uE000(\d+)\uE001*\uE002/g;

/** The shortest marker of slot `index`. */
export function markerLength(index: number): number {
  return String(index).length + 2;
}

/**
 * The marker of slot `index`, `length` characters long (at least markerLength(index)): a string whose length the
 * markup depends on (React Email's Preview pads its text to 150 characters) gets a marker of its own length.
 */
export function slotMarker(index: number, length = markerLength(index)): string {
  return `${OPEN}${index}${PAD.repeat(Math.max(0, length - markerLength(index)))}${CLOSE}`;
}

export interface SlotTemplate {
  /** The markup around the slots: statics.length === slots.length + 1. */
  statics: string[];
  /** The slot filled between statics[i] and statics[i + 1]. */
  slots: number[];
}

/**
 * The template of markup rendered with markers for slots 0..slotCount-1; null when a marker is missing or the markup
 * holds a stray marker character (then the caller renders with React).
 */
export function compileSlots(html: string, slotCount: number): SlotTemplate | null {
  const statics: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKER)) {
    statics.push(html.slice(last, match.index));
    slots.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  statics.push(html.slice(last));
  if (statics.some((part) => /[\uE000-\uE002]/.test(part))) return null;
  const used = new Set(slots);
  for (let index = 0; index < slotCount; index += 1) if (!used.has(index)) return null;
  if (slots.some((slot) => slot >= slotCount)) return null;
  return { statics, slots };
}

/** The markup with each slot's value, escaped as React escapes it. */
export function fillSlots(template: SlotTemplate, values: readonly string[]): string {
  let html = template.statics[0]!;
  for (let index = 0; index < template.slots.length; index += 1)
    html += escapeHtml(values[template.slots[index]!]!) + template.statics[index + 1]!;
  return html;
}
