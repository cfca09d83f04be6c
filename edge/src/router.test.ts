import { describe, expect, it } from 'vitest';
import { remotePageForPath } from './page-routes.ts';
import { routeRequest, WEBHOOKS, type WebhookHandler } from './router.ts';

const handler: WebhookHandler = async () => new Response('ok');

describe('routeRequest', () => {
  it('pages, assets and the runtime files', () => {
    expect(routeRequest('GET', '/inscricao')).toEqual({ kind: 'page' });
    expect(routeRequest('HEAD', '/')).toEqual({ kind: 'page' });
    expect(routeRequest('GET', '/uma/pagina/que-nao-existe')).toEqual({ kind: 'page' });
    expect(routeRequest('GET', '/index.html')).toEqual({ kind: 'page' });
    expect(routeRequest('GET', '/assets/index-a0i0aWQ3.js')).toEqual({ kind: 'asset' });
    expect(routeRequest('GET', '/config.json')).toEqual({ kind: 'config' });
    expect(routeRequest('GET', '/remotes.json')).toEqual({ kind: 'remotes-map' });
  });

  it('only GET and HEAD outside /webhooks', () => {
    expect(routeRequest('POST', '/inscricao')).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD' });
    expect(routeRequest('PUT', '/config.json')).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD' });
  });

  it('POST /webhooks/<name> reaches the handler registered under that name; other names are 404, other methods 405', () => {
    const webhooks = { hotmart: handler };
    expect(routeRequest('POST', '/webhooks/hotmart', webhooks)).toEqual({ kind: 'webhook', name: 'hotmart', handler });
    expect(routeRequest('POST', '/webhooks/hotmart/', webhooks)).toMatchObject({ kind: 'webhook', name: 'hotmart' });
    expect(routeRequest('GET', '/webhooks/hotmart', webhooks)).toEqual({ kind: 'method-not-allowed', allow: 'POST' });
    expect(routeRequest('POST', '/webhooks/outro', webhooks)).toEqual({ kind: 'not-found' });
    expect(routeRequest('POST', '/webhooks/constructor', webhooks)).toEqual({ kind: 'not-found' });
    expect(routeRequest('POST', '/webhooks/hotmart/extra', webhooks)).toEqual({ kind: 'not-found' });
    expect(routeRequest('GET', '/webhooks', webhooks)).toEqual({ kind: 'not-found' });
  });

  it('/email/descadastro: POST (one-click unsubscribe), GET and HEAD (to the page); nothing else', () => {
    for (const method of ['POST', 'GET', 'HEAD'])
      expect(routeRequest(method, '/email/descadastro')).toEqual({ kind: 'one-click-unsubscribe' });
    expect(routeRequest('PUT', '/email/descadastro')).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD, POST' });
    expect(routeRequest('POST', '/descadastro')).toMatchObject({ kind: 'method-not-allowed' });
  });

  it('the shipped table only names real handlers', () => {
    for (const entry of Object.values(WEBHOOKS)) expect(typeof entry).toBe('function');
  });
});

describe('remotePageForPath (the shell static route table + registry)', () => {
  it('maps a static route to its remote page, ignoring a trailing slash', () => {
    expect(remotePageForPath('/inscricao')).toEqual({ remote: 'mfe_funnel', expose: 'Landing' });
    expect(remotePageForPath('/inscricao/')).toEqual({ remote: 'mfe_funnel', expose: 'Landing' });
    expect(remotePageForPath('/aulas')).toEqual({ remote: 'mfe_lessons', expose: 'Lessons' });
    expect(remotePageForPath('/compras')).toEqual({ remote: 'mfe_dashboards', expose: 'PurchaseLeadsDashboard' });
    expect(remotePageForPath('/bio-link')).toEqual({ remote: 'mfe_funnel', expose: 'Bio' });
  });

  it('nothing for redirects and unknown paths', () => {
    expect(remotePageForPath('/')).toBeNull();
    expect(remotePageForPath('/nao-existe')).toBeNull();
    expect(remotePageForPath('/constructor')).toBeNull();
  });
});
