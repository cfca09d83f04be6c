// Route lookup: what kind of response a request gets. Pure: method + path in, a route out.
import { ONE_CLICK_PATH } from './email/launch-message.ts';
import type { EdgeEnv } from './env.ts';
import { handleHotmartWebhook } from './webhooks/hotmart.ts';
import { handleSesWebhook } from './webhooks/ses.ts';
import { handleRemotesMapAdmin } from './remotes-map/admin.ts';
import { SIGNALS_PATH } from './signals/catcher-script.ts';

/** A server-to-server endpoint under POST /webhooks/<name>. */
export type WebhookHandler = (request: Request, env: EdgeEnv) => Promise<Response>;

/**
 * POST /webhooks/<name> -> handler. Adding an endpoint is one line here (plus its import), e.g. for the checkout's
 * purchase events: `hotmart: handleHotmartWebhook,` with
 * `import { handleHotmartWebhook } from './webhooks/hotmart.ts';`. The handler gets the request untouched (body,
 * headers) and the worker's env (add the bindings it reads to EdgeEnv in env.ts and to wrangler.jsonc).
 */
export const WEBHOOKS: Readonly<Record<string, WebhookHandler>> = {
  hotmart: handleHotmartWebhook,
  // Amazon SES's bounces and complaints through SNS (signature verified): src/webhooks/ses.ts.
  ses: handleSesWebhook,
  // The remotes map's admin endpoint (`npm run remote -- ...`, bearer token): src/remotes-map/admin.ts.
  'remotes-map': handleRemotesMapAdmin,
};

export type EdgeRoute =
  | { kind: 'webhook'; name: string; handler: WebhookHandler }
  | { kind: 'signals' }
  | { kind: 'one-click-unsubscribe' }
  | { kind: 'config' }
  | { kind: 'remotes-map' }
  | { kind: 'page' }
  | { kind: 'asset' }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allow: string };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A path whose last segment has no file extension, or an .html one, is a page (the shell's router decides what it
 * shows): HTML always goes out composed, with the CSP.
 */
function looksLikePage(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || /\.html?$/i.test(last);
}

export function routeRequest(
  method: string,
  pathname: string,
  webhooks: Readonly<Record<string, WebhookHandler>> = WEBHOOKS,
): EdgeRoute {
  const webhook = /^\/webhooks\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (webhook || pathname === '/webhooks' || pathname.startsWith('/webhooks/')) {
    const name = webhook?.[1] ?? '';
    const handler = Object.hasOwn(webhooks, name) ? webhooks[name] : undefined;
    if (!handler) return { kind: 'not-found' };
    return method === 'POST' ? { kind: 'webhook', name, handler } : { kind: 'method-not-allowed', allow: 'POST' };
  }
  // Production signals: the pages' beacon and the browser's CSP reports (src/signals/endpoint.ts).
  if (pathname === SIGNALS_PATH)
    return method === 'POST' ? { kind: 'signals' } : { kind: 'method-not-allowed', allow: 'POST' };
  // RFC 8058 one-click unsubscribe (src/email/one-click.ts): POST unsubscribes, GET goes to the page.
  if (pathname === ONE_CLICK_PATH)
    return method === 'POST' || READ_METHODS.has(method)
      ? { kind: 'one-click-unsubscribe' }
      : { kind: 'method-not-allowed', allow: 'GET, HEAD, POST' };
  if (!READ_METHODS.has(method)) return { kind: 'method-not-allowed', allow: 'GET, HEAD' };
  if (pathname === '/config.json') return { kind: 'config' };
  if (pathname === '/remotes.json') return { kind: 'remotes-map' };
  return looksLikePage(pathname) ? { kind: 'page' } : { kind: 'asset' };
}
