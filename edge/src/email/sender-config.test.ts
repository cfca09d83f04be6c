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
      pollSeconds: 5,
      connections: 2,
      leaseSeconds: 120,
    });
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
