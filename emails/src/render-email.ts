// One renderer for the launch e-mails, used by the sender (edge worker, on workerd) and by the staff preview (in the
// browser, imported lazily): @react-email/render picks react-dom/server's build per runtime (workerd / browser /
// node export conditions). Input is what public.email_claim_batch / public.email_preview return (docs/email.md).
//
// Two ways to the same bytes: `renderLaunchEmail` renders every message with React (the staff preview: one message);
// `launchEmailRenderer()` (the sender: the same message for thousands of recipients) renders each shape of the
// message once with React into a template with slots for the per-recipient strings (email-template.ts) and fills the
// slots per recipient with React's own escaping. The text part and the subject are built the same way by both.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { blocksToText, emailLink, fillText, parseBody, type BodyBlock, type EmailVariables } from './email-body.ts';
import { EMAIL_COPY, footerReasonFor } from './email-copy.ts';
import { compileSlots, fillSlots, markerLength, slotMarker, type SlotTemplate } from './email-template.ts';
import { LaunchEmail, type LaunchEmailProps } from './launch-email.tsx';

export interface LaunchEmailInput {
  /** The message's key (registration_confirmation, class_reminder, ...): utm_campaign of the site's links. */
  messageKey: string;
  /** The subject as the database filled it (plain text). */
  subject: string;
  /** The staff-edited body with {{variables}}. */
  body: string;
  variables: EmailVariables;
  /** Origin of the public site (settings' site_url). */
  siteUrl: string;
  /** A staff test: a notice on top, no unsubscribe footer. */
  isTest?: boolean;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const PREVIEW_LENGTH = 140;

/** The subject as a single header-safe line (no control characters, collapsed blanks). */
export function cleanSubject(subject: string): string {
  return [...subject]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

interface PreparedEmail {
  props: LaunchEmailProps;
  subject: string;
  text: string;
}

/** Everything but the HTML: the template's props, the subject and the plain-text part. */
function prepare(input: LaunchEmailInput): PreparedEmail {
  const options = { siteUrl: input.siteUrl, campaign: input.messageKey };
  const blocks = parseBody(input.body, input.variables, options);
  const isTest = input.isTest ?? false;
  const rawUnsubscribe = isTest ? '' : fillText('{{link_descadastro}}', input.variables);
  // The visible unsubscribe link carries no UTM: it is not traffic to measure.
  const unsubscribeUrl = rawUnsubscribe === '' ? null : emailLink(rawUnsubscribe, { siteUrl: '', campaign: '' });
  const subject = cleanSubject(input.subject);
  const text = blocksToText(blocks);
  const preview = text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);
  const footerReason = footerReasonFor(input.messageKey);
  const footer = [
    footerReason,
    ...(unsubscribeUrl ? [`${EMAIL_COPY.footerUnsubscribe} ${EMAIL_COPY.unsubscribeLink}: ${unsubscribeUrl}`] : []),
  ];
  const plain = [...(isTest ? [EMAIL_COPY.testNotice] : []), text, '--', ...footer].join('\n\n');
  return {
    props: { subject, preview, blocks, unsubscribeUrl, isTest, footerReason },
    subject,
    text: `${plain}\n`,
  };
}

function reactHtml(props: LaunchEmailProps): Promise<string> {
  return render(createElement(LaunchEmail, props));
}

export async function renderLaunchEmail(input: LaunchEmailInput): Promise<RenderedEmail> {
  const prepared = prepare(input);
  return { subject: prepared.subject, html: await reactHtml(prepared.props), text: prepared.text };
}

interface Shape {
  /** Everything the markup's structure depends on: the kinds and number of blocks, lines and parts, the preview's
   * length (React Email's Preview pads it to 150 characters), an unsubscribe link or not, a test or not. */
  key: string;
  /** The props with a marker in place of every string. */
  props: LaunchEmailProps;
  /** The strings, slot by slot. */
  values: string[];
}

/**
 * The props' shape, or null when this message is better rendered by React: an empty string (React writes nothing
 * for an empty text, which changes where it separates adjacent texts) or a link that is not http(s) (React rewrites
 * javascript: URLs). Neither comes out of parseBody / emailLink today; the check keeps the equivalence unconditional.
 */
function shapeOf(props: LaunchEmailProps): Shape | null {
  const values: string[] = [];
  let valid = true;
  const slot = (value: string, length?: number): string => {
    if (value === '') valid = false;
    values.push(value);
    return slotMarker(values.length - 1, length);
  };
  const href = (value: string): string => {
    if (!/^https?:\/\//.test(value)) valid = false;
    return slot(value);
  };
  const keys: string[] = [props.isTest ? 'test' : 'lead'];
  const subject = slot(props.subject);
  let preview = '';
  if (props.preview !== '') {
    // The marker takes the preview's own length, so React pads it as it pads the preview.
    if (props.preview.length < markerLength(values.length)) return null;
    preview = slot(props.preview, props.preview.length);
  }
  keys.push(`p${props.preview.length}`);
  const footerReason = slot(props.footerReason);
  const unsubscribeUrl = props.unsubscribeUrl === null ? null : href(props.unsubscribeUrl);
  keys.push(unsubscribeUrl === null ? 'u0' : 'u1');
  const blocks = props.blocks.map((block): BodyBlock => {
    if (block.kind === 'button') {
      keys.push('b');
      return { kind: 'button', href: href(block.href), label: slot(block.label) };
    }
    keys.push(
      `p${block.lines.map((line) => line.map((part) => (part.kind === 'text' ? 't' : 'l')).join('')).join('.')}`,
    );
    return {
      kind: 'paragraph',
      lines: block.lines.map((line) =>
        line.map((part) =>
          part.kind === 'text'
            ? { kind: 'text', text: slot(part.text) }
            : { kind: 'link', href: href(part.href), text: slot(part.text) },
        ),
      ),
    };
  });
  if (!valid) return null;
  return {
    key: keys.join('|'),
    props: { subject, preview, blocks, unsubscribeUrl, isTest: props.isTest, footerReason },
    values,
  };
}

export interface LaunchEmailRendererOptions {
  /** Templates kept at most (shapes of messages; a send of one message to many recipients uses one or two). */
  maxTemplates?: number;
}

export interface LaunchEmailRendererStats {
  /** Shapes rendered by React into a template. */
  compiled: number;
  /** Messages whose HTML was a filled template. */
  filled: number;
  /** Messages rendered by React whole (a shape without a template: see shapeOf). */
  rendered: number;
}

export interface LaunchEmailRenderer {
  (input: LaunchEmailInput): Promise<RenderedEmail>;
  readonly stats: LaunchEmailRendererStats;
}

/**
 * A renderer that compiles each shape of a message once (with React) and fills it per recipient: the same subject,
 * HTML and text as `renderLaunchEmail`, byte for byte, at a fraction of the cost. Keep one per isolate.
 */
export function launchEmailRenderer(options: LaunchEmailRendererOptions = {}): LaunchEmailRenderer {
  const maxTemplates = options.maxTemplates ?? 64;
  const templates = new Map<string, SlotTemplate | null>();
  const stats: LaunchEmailRendererStats = { compiled: 0, filled: 0, rendered: 0 };
  const renderCompiled = async (input: LaunchEmailInput): Promise<RenderedEmail> => {
    const prepared = prepare(input);
    const shape = shapeOf(prepared.props);
    let template: SlotTemplate | null | undefined = null;
    if (shape) {
      template = templates.get(shape.key);
      if (template === undefined) {
        // null (a template React's markup did not split cleanly into) is kept too: that shape goes to React.
        template = compileSlots(await reactHtml(shape.props), shape.values.length);
        stats.compiled += 1;
        if (templates.size >= maxTemplates) templates.clear();
        templates.set(shape.key, template);
      }
    }
    let html: string;
    if (shape && template) {
      html = fillSlots(template, shape.values);
      stats.filled += 1;
    } else {
      html = await reactHtml(prepared.props);
      stats.rendered += 1;
    }
    return { subject: prepared.subject, html, text: prepared.text };
  };
  return Object.assign(renderCompiled, { stats });
}
