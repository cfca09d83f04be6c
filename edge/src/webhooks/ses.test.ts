// POST /webhooks/ses without a database: signatures (SNS versions 1 and 2, a key pair generated here, the certificate
// served by the fetcher dependency), the certificate URL rule, the topic, the subscription confirmation, and what the
// handler sends to public.email_record_feedback (a recording fetch stands in for PostgREST; the database side is
// supabase/tests/email-feedback.test.sql and ses.integration.test.ts).
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_SES_TOPIC_ARN, sesFeedbackMessage, snsSigner } from '../../local/sns-local-signer.ts';
import bouncePermanent from './fixtures/ses-bounce-permanent.json' with { type: 'json' };
import bounceTransient from './fixtures/ses-bounce-transient.json' with { type: 'json' };
import complaint from './fixtures/ses-complaint.json' with { type: 'json' };
import subscriptionFixture from './fixtures/sns-subscription-confirmation.json' with { type: 'json' };
import { readSesNotification } from './ses-notification.ts';
import { handleSesWebhookWith, LOCAL_SNS_CERT_URL, type SesWebhookEnv } from './ses.ts';
import { isSnsCertificateUrl, publicKeyInfoOf, verifySnsSignature } from './sns-signature.ts';

const { SignatureVersion: _version, ...subscription } = subscriptionFixture;
const signer = snsSigner();
const other = snsSigner();
const CERT_URL = 'https://sns.sa-east-1.amazonaws.com/SimpleNotificationService-abc.pem';
const TOPIC = 'arn:aws:sns:sa-east-1:123456789012:funil-ses-feedback';
const env: SesWebhookEnv = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'anon',
  EMAIL_EVENTS_SECRET: 'segredo-das-notificacoes-com-mais-de-32-caracteres',
  SES_TOPIC_ARNS: `${TOPIC}, ${LOCAL_SES_TOPIC_ARN}`,
  ENVIRONMENT: 'production',
};
const servesOurCertificate = async (url: string) => {
  if (url !== CERT_URL) throw new Error(`unexpected certificate URL ${url}`);
  return signer.certificatePem;
};

function post(body: unknown): Request {
  return new Request('https://semanajava.example/webhooks/ses', {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
    body: JSON.stringify(body),
  });
}

function recordingFetch(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
    return answer();
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('SNS signatures', () => {
  it('the local signer makes a certificate X.509 parsers read, with the key it signs with', () => {
    const certificate = new X509Certificate(signer.certificatePem);
    expect(certificate.subject).toContain('sns.local-1.amazonaws.com');
    expect(
      Buffer.from(publicKeyInfoOf(signer.certificatePem)).equals(
        certificate.publicKey.export({ type: 'spki', format: 'der' }),
      ),
    ).toBe(true);
  });

  it.each(['1', '2'] as const)(
    'verifies SignatureVersion %s, and refuses any change to a signed field',
    async (version) => {
      const message = signer.sign({
        Type: 'Notification',
        Message: JSON.stringify(bouncePermanent),
        TopicArn: TOPIC,
        SignatureVersion: version,
        SigningCertURL: CERT_URL,
        Subject: 'x',
      });
      expect(await verifySnsSignature(message, servesOurCertificate)).toEqual({ ok: true });
      for (const field of ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const)
        expect(
          (await verifySnsSignature({ ...message, [field]: `${message[field]}x` }, servesOurCertificate)).ok,
          field,
        ).toBe(false);
    },
  );

  it('refuses a signature by another key, an unknown version, a certificate URL off SNS', async () => {
    const forged = other.sign({ Type: 'Notification', Message: '{}', TopicArn: TOPIC, SigningCertURL: CERT_URL });
    expect(await verifySnsSignature(forged, servesOurCertificate)).toEqual({
      ok: false,
      reason: 'assinatura inválida',
    });
    const valid = signer.sign({ Type: 'Notification', Message: '{}', TopicArn: TOPIC, SigningCertURL: CERT_URL });
    expect((await verifySnsSignature({ ...valid, SignatureVersion: '3' }, servesOurCertificate)).ok).toBe(false);
    let fetched = false;
    for (const url of [
      'http://sns.sa-east-1.amazonaws.com/cert.pem',
      'https://sns.sa-east-1.amazonaws.com.evil.example/cert.pem',
      'https://evil.example/sns.sa-east-1.amazonaws.com/cert.pem',
      'https://sns.sa-east-1.amazonaws.com:8443/cert.pem',
      'https://user@sns.sa-east-1.amazonaws.com/cert.pem',
      'https://sns.sa-east-1.amazonaws.com/cert.pem?x=1',
      'https://s3.amazonaws.com/cert.pem',
    ]) {
      expect(isSnsCertificateUrl(url), url).toBe(false);
      const check = await verifySnsSignature({ ...valid, SigningCertURL: url }, async () => {
        fetched = true;
        return signer.certificatePem;
      });
      expect(check.ok, url).toBe(false);
    }
    expect(fetched).toBe(false);
    expect(isSnsCertificateUrl(CERT_URL)).toBe(true);
  });

  it('signs a SubscriptionConfirmation over its own fields (SubscribeURL, Token)', async () => {
    const message = signer.sign({ ...subscription, Type: 'SubscriptionConfirmation', SigningCertURL: CERT_URL });
    expect(await verifySnsSignature(message, servesOurCertificate)).toEqual({ ok: true });
    expect((await verifySnsSignature({ ...message, Token: 'other' }, servesOurCertificate)).ok).toBe(false);
  });
});

describe('SES notifications (documented shape)', () => {
  it('reads a hard bounce, a soft bounce and a complaint', () => {
    expect(readSesNotification(JSON.stringify(bouncePermanent))).toEqual({
      kind: 'feedback',
      event: {
        kind: 'bounce',
        feedback_id: bouncePermanent.bounce.feedbackId,
        provider_message_id: bouncePermanent.mail.messageId,
        message_id: '<outbox.Zx9k3J7qWm2Lp4Rt@semanajava.com.br>',
        recipients: ['hard-bounce@example.com'],
        detail: 'Permanent / General / smtp; 550 5.1.1 <hard-bounce@example.com>... User unknown',
      },
    });
    expect(readSesNotification(JSON.stringify(bounceTransient))).toMatchObject({
      event: { kind: 'soft_bounce', recipients: ['full@example.com'], message_id: null },
    });
    expect(readSesNotification(JSON.stringify(complaint))).toMatchObject({
      event: { kind: 'complaint', recipients: ['complainer@example.com'], detail: 'abuse' },
    });
    expect(readSesNotification(JSON.stringify({ notificationType: 'Delivery', mail: {} }))).toEqual({
      kind: 'ignored',
      type: 'Delivery',
    });
    expect(
      readSesNotification(JSON.stringify({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' }, mail: {} })).kind,
    ).toBe('invalid');
  });
});

describe('handleSesWebhookWith', () => {
  const ok = () => new Response(JSON.stringify({ recorded: 1, suppressed: 1, retried: 0 }), { status: 200 });

  it('records a signed hard bounce through email_record_feedback with the endpoint secret', async () => {
    const { calls, fetcher } = recordingFetch(ok);
    const message = signer.sign({
      Type: 'Notification',
      Message: JSON.stringify(bouncePermanent),
      TopicArn: TOPIC,
      SigningCertURL: CERT_URL,
    });
    const response = await handleSesWebhookWith(post(message), env, {
      fetch: fetcher,
      fetchCertificate: servesOurCertificate,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, kind: 'bounce', recorded: 1, suppressed: 1, retried: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:54321/rest/v1/rpc/email_record_feedback');
    expect(calls[0]!.body).toMatchObject({
      p_secret: env.EMAIL_EVENTS_SECRET,
      p_event: { kind: 'bounce', recipients: ['hard-bounce@example.com'] },
    });
  });

  it('refuses a forged message, an unknown topic, a certificate off SNS; nothing reaches the database', async () => {
    const { calls, fetcher } = recordingFetch(ok);
    const deps = { fetch: fetcher, fetchCertificate: servesOurCertificate };
    const forged = other.sign({
      Type: 'Notification',
      Message: JSON.stringify(bouncePermanent),
      TopicArn: TOPIC,
      SigningCertURL: CERT_URL,
    });
    expect((await handleSesWebhookWith(post(forged), env, deps)).status).toBe(403);
    const foreign = signer.sign({
      Type: 'Notification',
      Message: JSON.stringify(bouncePermanent),
      TopicArn: 'arn:aws:sns:sa-east-1:999:other',
      SigningCertURL: CERT_URL,
    });
    expect((await handleSesWebhookWith(post(foreign), env, deps)).status).toBe(403);
    const local = signer.sign({
      Type: 'Notification',
      Message: JSON.stringify(bouncePermanent),
      TopicArn: TOPIC,
      SigningCertURL: 'https://evil.example/x.pem',
    });
    expect((await handleSesWebhookWith(post(local), env, deps)).status).toBe(403);
    expect((await handleSesWebhookWith(post({ hello: 1 }), env, deps)).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('confirms a subscription by visiting its SubscribeURL on the SNS host', async () => {
    const { calls, fetcher } = recordingFetch(() => new Response('<ConfirmSubscriptionResponse/>'));
    const message = signer.sign({
      ...subscription,
      Type: 'SubscriptionConfirmation',
      SigningCertURL: CERT_URL,
      TopicArn: TOPIC,
    });
    const response = await handleSesWebhookWith(post(message), env, {
      fetch: fetcher,
      fetchCertificate: servesOurCertificate,
    });
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([subscription.SubscribeURL]);
    const offHost = signer.sign({
      ...subscription,
      Type: 'SubscriptionConfirmation',
      SigningCertURL: CERT_URL,
      TopicArn: TOPIC,
      SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription',
    });
    expect(
      (await handleSesWebhookWith(post(offHost), env, { fetch: fetcher, fetchCertificate: servesOurCertificate }))
        .status,
    ).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it('the local certificate counts only outside production', async () => {
    const { fetcher } = recordingFetch(ok);
    const message = signer.sign({
      Type: 'Notification',
      Message: sesFeedbackMessage({ type: 'Permanent', email: 'bounce@example.com' }),
    });
    expect(message.SigningCertURL).toBe(LOCAL_SNS_CERT_URL);
    const local = { ...env, ENVIRONMENT: 'local', SNS_LOCAL_CERTIFICATE: signer.certificatePem };
    expect((await handleSesWebhookWith(post(message), local, { fetch: fetcher })).status).toBe(200);
    const unreachable = (async () => new Response('no such host', { status: 404 })) as typeof fetch;
    const production = { ...local, ENVIRONMENT: 'production' };
    expect((await handleSesWebhookWith(post(message), production, { fetch: unreachable })).status).toBe(403);
  });

  it('answers 502 when the database refuses (SNS delivers it again), 500 when unconfigured', async () => {
    const { fetcher } = recordingFetch(() => new Response(JSON.stringify({ code: '42501' }), { status: 401 }));
    const message = signer.sign({
      Type: 'Notification',
      Message: JSON.stringify(complaint),
      TopicArn: TOPIC,
      SigningCertURL: CERT_URL,
    });
    expect(
      (await handleSesWebhookWith(post(message), env, { fetch: fetcher, fetchCertificate: servesOurCertificate }))
        .status,
    ).toBe(502);
    expect((await handleSesWebhookWith(post(message), { ...env, EMAIL_EVENTS_SECRET: '' })).status).toBe(500);
  });
});
