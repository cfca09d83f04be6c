// Local secrets of the checkout webhook (POST /webhooks/hotmart on the edge):
//   HOTMART_HOTTOK           the token the platform sends in X-HOTMART-HOTTOK;
//   CHECKOUT_WEBHOOK_SECRET  the edge's secret for public.record_checkout_event (only its SHA-256 is in the database).
// Locally both are generated once and kept in <data folder>/checkout-webhook.json (git-ignored with the data), so
// `npm start` prints the same values on every start and `npm run simulate:checkout` finds the hottok; the environment
// variables of the same names override them. In production they are Worker secrets (docs/checkout-webhook.md).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CheckoutWebhookSecrets {
  hottok: string;
  databaseSecret: string;
}

export const SECRETS_FILE = 'checkout-webhook.json';

const newSecret = () => randomBytes(32).toString('base64url');

function readFile(file: string): Partial<CheckoutWebhookSecrets> {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CheckoutWebhookSecrets>;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** The environment's values, else the data folder's, else new ones (then saved there, readable by the owner only). */
export function localCheckoutWebhookSecrets(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): CheckoutWebhookSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  const stored = readFile(file);
  const saved: CheckoutWebhookSecrets = {
    hottok: typeof stored.hottok === 'string' && stored.hottok !== '' ? stored.hottok : newSecret(),
    databaseSecret:
      typeof stored.databaseSecret === 'string' && stored.databaseSecret.length >= 32
        ? stored.databaseSecret
        : newSecret(),
  };
  if (saved.hottok !== stored.hottok || saved.databaseSecret !== stored.databaseSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    hottok: env.HOTMART_HOTTOK || saved.hottok,
    databaseSecret: env.CHECKOUT_WEBHOOK_SECRET || saved.databaseSecret,
  };
}

/** Stores the database secret's digest (public.set_checkout_webhook_secret, callable only with the service-role key). */
export async function applyCheckoutWebhookSecret(
  supabaseUrl: string,
  serviceRoleKey: string,
  secret: string,
): Promise<void> {
  const response = await fetch(new URL('/rest/v1/rpc/set_checkout_webhook_secret', supabaseUrl), {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: secret }),
  });
  if (!response.ok) throw new Error(`set_checkout_webhook_secret: ${response.status} ${await response.text()}`);
}
