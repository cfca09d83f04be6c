// An RFC 5322 / MIME message with a plain-text and an HTML part (multipart/alternative, each part base64 in 76-column
// lines, UTF-8), headers folded and non-ASCII words RFC 2047-encoded. Web-standard only (TextEncoder, btoa, crypto).

export interface Mailbox {
  email: string;
  name?: string | null;
}

export interface MimeMessage {
  from: Mailbox;
  to: Mailbox;
  replyTo?: string | null;
  subject: string;
  /** `<...@domain>`: the same on every attempt of one outbox row. */
  messageId: string;
  date?: Date;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, ...). */
  headers?: Readonly<Record<string, string>>;
  text: string;
  html: string;
}

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  // apply() takes the typed array as it is; a spread (`...bytes`) made an array of it first, ten times slower (it
  // was most of a message's MIME cost once rendering was cheap).
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  return btoa(binary);
}

/** Base64 in lines of 76 characters (RFC 2045). */
function base64Lines(bytes: Uint8Array): string[] {
  const encoded = base64(bytes);
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
  return lines;
}

/** A header value on one line: CR, LF and other controls become spaces. */
export function headerSafe(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code < 32 || code === 127 ? ' ' : char;
    })
    .join('');
}

/** RFC 2047 encoded words (B), each <= 75 characters, never splitting a character; ASCII text stays as it is. */
export function encodeWords(value: string): string {
  const clean = headerSafe(value);
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const char of clean) {
    if (encoder.encode(chunk + char).length > 45) {
      words.push(`=?UTF-8?B?${base64(encoder.encode(chunk))}?=`);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk !== '') words.push(`=?UTF-8?B?${base64(encoder.encode(chunk))}?=`);
  return words.join('\r\n ');
}

/** A bare address, refused when it could break the header or the SMTP command. */
export function cleanAddress(email: string): string {
  const address = email.trim();
  if (!/^[^\s<>()",;:\\[\]@]+@[^\s<>()",;:\\[\]@]+$/.test(address)) throw new Error('invalid address');
  return address;
}

export function formatMailbox(mailbox: Mailbox): string {
  const address = cleanAddress(mailbox.email);
  const name = headerSafe(mailbox.name ?? '').trim();
  if (name === '') return address;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/[\\"]/g, '\\$&')}" <${address}>`;
  return `${encodeWords(name)} <${address}>`;
}

function bodyPart(contentType: string, content: string): string {
  const lines = base64Lines(encoder.encode(content));
  return [`Content-Type: ${contentType}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', ...lines].join(
    '\r\n',
  );
}

function boundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `=_funil_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The whole message, CRLF line ends, ready for SMTP DATA (dot-stuffing is the transport's). */
export function buildMimeMessage(message: MimeMessage): string {
  const separator = boundary();
  const headers: [string, string][] = [
    ['From', formatMailbox(message.from)],
    ['To', formatMailbox(message.to)],
    ...(message.replyTo ? [['Reply-To', cleanAddress(message.replyTo)] as [string, string]] : []),
    ['Subject', encodeWords(message.subject)],
    ['Date', (message.date ?? new Date()).toUTCString().replace('GMT', '+0000')],
    ['Message-ID', headerSafe(message.messageId)],
    ['MIME-Version', '1.0'],
    ...Object.entries(message.headers ?? {}).map(([name, value]) => [name, headerSafe(value)] as [string, string]),
    ['Content-Type', `multipart/alternative; boundary="${separator}"`],
  ];
  return [
    ...headers.map(([name, value]) => `${name}: ${value}`),
    '',
    `--${separator}`,
    bodyPart('text/plain', message.text),
    `--${separator}`,
    bodyPart('text/html', message.html),
    `--${separator}--`,
    '',
  ].join('\r\n');
}
