/**
 * Amazon SNS message signatures, verified with Web Crypto (docs/email.md "Bounces and complaints"; AWS: "Verifying the
 * signatures of Amazon SNS messages", https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html).
 *
 *   - The string to sign: "Name\nvalue\n" for Message, MessageId, Subject (when present), Timestamp, TopicArn, Type of a
 *     Notification; Message, MessageId, SubscribeURL, Timestamp, Token, TopicArn, Type of a SubscriptionConfirmation or
 *     UnsubscribeConfirmation.
 *   - SignatureVersion 1: RSA PKCS #1 v1.5 over SHA-1; 2: over SHA-256. Signature: base64.
 *   - The public key comes from the X.509 certificate at SigningCertURL, which must be
 *     https://sns.<region>.amazonaws.com/... (.pem); any other URL is refused before anything is fetched.
 *
 * The certificate is fetched through a dependency (tests give one that serves a certificate of a key pair they
 * generate); its SubjectPublicKeyInfo is read from the DER with a few lines below (Web Crypto imports SPKI, not X.509).
 */

export interface SnsMessage {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Message: string;
  Subject?: string | null;
  Token?: string;
  SubscribeURL?: string;
  UnsubscribeURL?: string;
}

export type CertificateFetcher = (url: string) => Promise<string>;

const SNS_CERT_URL = /^https:\/\/sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?\/[A-Za-z0-9._/-]+\.pem$/;
/** The SNS API host (SubscribeURL of a confirmation). */
export const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** Only SNS's own certificate URLs: https, sns.<region>.amazonaws.com, a .pem path, no query, no user info. */
export function isSnsCertificateUrl(raw: string): boolean {
  if (!SNS_CERT_URL.test(raw) || !URL.canParse(raw)) return false;
  const url = new URL(raw);
  return url.protocol === 'https:' && SNS_HOST.test(url.hostname) && url.port === '' && url.username === '';
}

const FIELDS: Record<string, readonly (keyof SnsMessage)[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
};

/** The canonical string SNS signed; null for an unknown Type or a missing field. */
export function stringToSign(message: SnsMessage): string | null {
  const fields = FIELDS[message.Type];
  if (!fields) return null;
  let text = '';
  for (const name of fields) {
    const value = message[name];
    if (name === 'Subject' && (value === undefined || value === null)) continue;
    if (typeof value !== 'string') return null;
    text += `${name}\n${value}\n`;
  }
  return text;
}

// --- DER, just enough to find the certificate's SubjectPublicKeyInfo -------------------------------------------------
interface Tlv {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

function readTlv(der: Uint8Array<ArrayBuffer>, offset: number): Tlv {
  const tag = der[offset];
  let length = der[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('DER truncated');
  let contentStart = offset + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    if (octets === 0 || octets > 4) throw new Error('DER length unsupported');
    length = 0;
    for (let i = 0; i < octets; i += 1) length = length * 256 + (der[contentStart + i] ?? 0);
    contentStart += octets;
  }
  const end = contentStart + length;
  if (end > der.length) throw new Error('DER truncated');
  return { tag, start: offset, contentStart, end };
}

function children(der: Uint8Array<ArrayBuffer>, parent: Tlv): Tlv[] {
  const list: Tlv[] = [];
  for (let offset = parent.contentStart; offset < parent.end;) {
    const child = readTlv(der, offset);
    list.push(child);
    offset = child.end;
  }
  return list;
}

/** The SubjectPublicKeyInfo (DER) of a PEM X.509 certificate. */
export function publicKeyInfoOf(pem: string): Uint8Array<ArrayBuffer> {
  const body = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(pem)?.[1];
  if (!body) throw new Error('not a PEM certificate');
  const der = Uint8Array.from(atob(body.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  const certificate = readTlv(der, 0);
  const tbs = children(der, certificate)[0];
  if (certificate.tag !== 0x30 || tbs?.tag !== 0x30) throw new Error('not an X.509 certificate');
  const fields = children(der, tbs);
  // [0] version (optional), serialNumber, signature, issuer, validity, subject, subjectPublicKeyInfo
  const spki = fields[(fields[0]?.tag === 0xa0 ? 1 : 0) + 5];
  if (spki?.tag !== 0x30) throw new Error('certificate without a public key');
  return der.slice(spki.start, spki.end);
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether SNS signed this message: a known Type and SignatureVersion, a certificate URL of SNS (or one `allowUrl`
 * accepts: the local stand-in outside production), the signature valid under that certificate's key.
 */
export async function verifySnsSignature(
  message: SnsMessage,
  fetchCertificate: CertificateFetcher,
  allowUrl: (url: string) => boolean = isSnsCertificateUrl,
): Promise<SignatureCheck> {
  const hash = message.SignatureVersion === '1' ? 'SHA-1' : message.SignatureVersion === '2' ? 'SHA-256' : null;
  if (!hash) return { ok: false, reason: 'SignatureVersion desconhecida' };
  if (typeof message.SigningCertURL !== 'string' || !allowUrl(message.SigningCertURL))
    return { ok: false, reason: 'SigningCertURL fora de sns.<região>.amazonaws.com' };
  const text = stringToSign(message);
  const signature = typeof message.Signature === 'string' ? base64Bytes(message.Signature) : null;
  if (text === null || signature === null) return { ok: false, reason: 'mensagem incompleta' };
  let key: CryptoKey;
  try {
    const spki = publicKeyInfoOf(await fetchCertificate(message.SigningCertURL));
    key = await crypto.subtle.importKey('spki', spki, { name: 'RSASSA-PKCS1-v1_5', hash }, false, ['verify']);
  } catch (error) {
    return { ok: false, reason: `certificado ilegível (${(error as Error).message})` };
  }
  const valid = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, new TextEncoder().encode(text));
  return valid ? { ok: true } : { ok: false, reason: 'assinatura inválida' };
}
