import { describe, expect, it } from 'vitest';
import { senderConfig } from './sender-config.ts';

describe('senderConfig', () => {
  it('reads the SMTP endpoint, credentials and loop settings', () => {
    expect(
      senderConfig({
        EMAIL_SENDER_SECRET: 'x'.repeat(40),
        SMTP_HOST: 'email-smtp.sa-east-1.amazonaws.com',
        SMTP_PORT: '587',
        SMTP_USERNAME: 'user',
        SMTP_PASSWORD: 'pass',
        EMAIL_TICK_SECONDS: '0',
      }),
    ).toEqual({
      smtp: {
        host: 'email-smtp.sa-east-1.amazonaws.com',
        port: 587,
        security: 'starttls',
        username: 'user',
        password: 'pass',
      },
      tickSeconds: 0,
      pollSeconds: 2,
      connections: 4,
      leaseSeconds: 120,
      transactionalConsumers: 4,
      bulkConsumers: null,
      chainRate: 25,
      consumerSeconds: 30,
      bulkConsumerSeconds: 120,
    });
  });

  it('a provider over TLS without credentials is a configuration fault at start, not a failure of every message', () => {
    const base = {
      EMAIL_SENDER_SECRET: 'x'.repeat(40),
      SMTP_HOST: 'email-smtp.sa-east-1.amazonaws.com',
      SMTP_PORT: '587',
    };
    expect(() => senderConfig(base)).toThrow('e-mail sender not configured: SMTP_USERNAME or SMTP_PASSWORD not set');
    expect(() => senderConfig({ ...base, SMTP_USERNAME: 'u' })).toThrow(/SMTP_PASSWORD/);
    // The local catcher (plain SMTP on loopback) takes no credentials.
    expect(senderConfig({ ...base, SMTP_HOST: '127.0.0.1', SMTP_SECURITY: 'none' }).smtp).not.toHaveProperty(
      'username',
    );
  });

  it('names what is missing, never a value', () => {
    expect(() => senderConfig({ SMTP_HOST: 'h', SMTP_PASSWORD: 'segredo' })).toThrow(
      'e-mail sender not configured: EMAIL_SENDER_SECRET, SMTP_PORT not set',
    );
    expect(() =>
      senderConfig({ EMAIL_SENDER_SECRET: 's', SMTP_HOST: 'h', SMTP_PORT: '25', SMTP_SECURITY: 'ssl' }),
    ).toThrow(/SMTP_SECURITY/);
  });
});
