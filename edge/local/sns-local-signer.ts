// A local stand-in for Amazon SNS's signer (Node): an RSA key pair, a self-signed X.509 certificate of it, and SNS
// messages signed as SNS signs them (SignatureVersion 1 or 2). The edge's tests use it with a certificate fetcher that
// serves this certificate; locally (`npm start`, e2e) the edge gets the certificate as SNS_LOCAL_CERTIFICATE and
// `npm run simulate:ses` / the e2e tests post SES-shaped bounces and complaints signed with the key
// (docs/email.md "Bounces and complaints", "Make an address bounce locally").
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { LOCAL_SNS_CERT_URL } from '../src/webhooks/ses.ts';
import { stringToSign, type SnsMessage } from '../src/webhooks/sns-signature.ts';

export const LOCAL_SES_TOPIC_ARN = 'arn:aws:sns:local-1:000000000000:funil-ses-feedback';

// --- DER writer: just what a certificate needs ------------------------------------------------------------------------
function tlv(tag: number, content: Uint8Array): Uint8Array {
  const length = content.length;
  const header =
    length < 0x80
      ? [tag, length]
      : length < 0x100
        ? [tag, 0x81, length]
        : length < 0x10000
          ? [tag, 0x82, length >> 8, length & 0xff]
          : [tag, 0x83, length >> 16, (length >> 8) & 0xff, length & 0xff];
  return Uint8Array.from([...header, ...content]);
}
const seq = (...parts: Uint8Array[]) => tlv(0x30, Buffer.concat(parts));
const oid = (bytes: number[]) => tlv(0x06, Uint8Array.from(bytes));
const SHA256_WITH_RSA = seq(oid([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]), tlv(0x05, new Uint8Array()));
const name = (commonName: string) =>
  seq(tlv(0x31, seq(oid([0x55, 0x04, 0x03]), tlv(0x0c, Buffer.from(commonName, 'utf8')))));
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

/** A self-signed X.509 v3 certificate (PEM) of the key pair. */
export function selfSignedCertificate(privateKeyPem: string, commonName = 'sns.local-1.amazonaws.com'): string {
  const spki = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
  const now = Date.now();
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Uint8Array.of(2))),
    tlv(0x02, Uint8Array.of(1)),
    SHA256_WITH_RSA,
    name(commonName),
    seq(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 10 * 365 * 86_400_000))),
    name(commonName),
    spki,
  );
  const signature = sign('sha256', tbs, privateKeyPem);
  const der = seq(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.concat([Uint8Array.of(0), signature])));
  const base64 = Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${base64.trim()}\n-----END CERTIFICATE-----\n`;
}

export interface SnsSigner {
  privateKeyPem: string;
  certificatePem: string;
  /** The envelope SNS would POST, signed (version 2 unless told). */
  sign(fields: {
    Type: 'Notification' | 'SubscriptionConfirmation' | 'UnsubscribeConfirmation';
    Message: string;
    TopicArn?: string;
    Subject?: string;
    SubscribeURL?: string;
    Token?: string;
    SignatureVersion?: '1' | '2';
    SigningCertURL?: string;
  }): SnsMessage;
}

export function snsSigner(privateKeyPem?: string, certificatePem?: string): SnsSigner {
  const key =
    privateKeyPem ??
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = certificatePem ?? selfSignedCertificate(key);
  return {
    privateKeyPem: key,
    certificatePem: certificate,
    sign(fields) {
      const version = fields.SignatureVersion ?? '2';
      const message: SnsMessage = {
        Type: fields.Type,
        MessageId: randomUUID(),
        TopicArn: fields.TopicArn ?? LOCAL_SES_TOPIC_ARN,
        Timestamp: new Date().toISOString(),
        SignatureVersion: version,
        Signature: '',
        SigningCertURL: fields.SigningCertURL ?? LOCAL_SNS_CERT_URL,
        Message: fields.Message,
        ...(fields.Subject !== undefined ? { Subject: fields.Subject } : {}),
        ...(fields.Type === 'Notification'
          ? { UnsubscribeURL: 'https://sns.local-1.amazonaws.com/?Action=Unsubscribe' }
          : { Token: fields.Token ?? randomUUID(), SubscribeURL: fields.SubscribeURL ?? '' }),
      };
      const text = stringToSign(message);
      if (text === null) throw new Error('unsigned fields');
      message.Signature = sign(version === '1' ? 'sha1' : 'sha256', Buffer.from(text, 'utf8'), key).toString('base64');
      return message;
    },
  };
}

/** An SES bounce (Permanent: hard; Transient: soft) or complaint for one recipient, in the documented shape. */
export function sesFeedbackMessage(options: {
  type: 'Permanent' | 'Transient' | 'Complaint';
  email: string;
  /** Our Message-ID, as the original headers SES keeps in the notification. */
  messageId?: string | null;
  providerMessageId?: string | null;
}): string {
  const at = new Date().toISOString();
  const mail = {
    timestamp: at,
    source: 'contato@semanajava.com.br',
    messageId: options.providerMessageId ?? `local-${randomUUID()}`,
    destination: [options.email],
    headersTruncated: false,
    headers: options.messageId ? [{ name: 'Message-ID', value: options.messageId }] : [],
    commonHeaders: options.messageId ? { messageId: options.messageId, to: [options.email] } : { to: [options.email] },
  };
  if (options.type === 'Complaint')
    return JSON.stringify({
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: options.email }],
        timestamp: at,
        feedbackId: `local-${randomUUID()}`,
        complaintFeedbackType: 'abuse',
      },
      mail,
    });
  return JSON.stringify({
    notificationType: 'Bounce',
    bounce: {
      bounceType: options.type,
      bounceSubType: options.type === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: options.email,
          action: 'failed',
          status: options.type === 'Permanent' ? '5.1.1' : '4.2.2',
          diagnosticCode:
            options.type === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
        },
      ],
      timestamp: at,
      feedbackId: `local-${randomUUID()}`,
    },
    mail,
  });
}
