// POST /webhooks/ses against a running local Supabase (real SQL, real PostgREST, real gateway), a step of `npm test`:
//   node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// Signed notifications of the documented shape (the local SNS stand-in's key): a hard bounce suppresses the address
// (recorded once when SNS delivers it twice), the endpoint's secret is its own (the sender's is refused).
import { describe, expect, it } from 'vitest';
import { LOCAL_SES_TOPIC_ARN, sesFeedbackMessage, snsSigner } from '../../local/sns-local-signer.ts';
import { handleSesWebhook, type SesWebhookEnv } from './ses.ts';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const signer = snsSigner();

async function rpc(name: string, args: Record<string, unknown>, key = SERVICE): Promise<Response> {
  return fetch(`${SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
}

function post(message: unknown): Request {
  return new Request('http://edge.test/webhooks/ses', {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=UTF-8' },
    body: JSON.stringify(message),
  });
}

describe('POST /webhooks/ses against local Supabase', () => {
  it('a signed hard bounce suppresses the address once; the secret is the endpoint own', async () => {
    const secret = `segredo-notificacoes-${crypto.randomUUID()}`;
    expect((await rpc('set_email_events_secret', { p_secret: secret })).status).toBe(204);
    const env: SesWebhookEnv = {
      SUPABASE_URL,
      SUPABASE_ANON_KEY: ANON,
      EMAIL_EVENTS_SECRET: secret,
      SES_TOPIC_ARNS: LOCAL_SES_TOPIC_ARN,
      SNS_LOCAL_CERTIFICATE: signer.certificatePem,
      ENVIRONMENT: 'local',
    };
    const email = `integracao-ses-${Date.now()}@example.com`;
    const message = signer.sign({ Type: 'Notification', Message: sesFeedbackMessage({ type: 'Permanent', email }) });

    const first = await handleSesWebhook(post(message), env);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, kind: 'bounce', recorded: 1, suppressed: 1, retried: 0 });
    // SNS delivers at least once: the same notification again records nothing.
    const again = await handleSesWebhook(post(message), env);
    expect(await again.json()).toEqual({ received: true, kind: 'bounce', recorded: 0, suppressed: 0, retried: 0 });

    // Visitors cannot record; a wrong secret is refused by the database (the endpoint answers 502, SNS retries).
    expect((await rpc('email_record_feedback', { p_secret: 'errado', p_event: {} }, ANON)).status).toBe(401);
    const wrong = await handleSesWebhook(
      post(signer.sign({ Type: 'Notification', Message: sesFeedbackMessage({ type: 'Complaint', email }) })),
      {
        ...env,
        EMAIL_EVENTS_SECRET: `outro-${secret}`,
      },
    );
    expect(wrong.status).toBe(502);
  });
});
