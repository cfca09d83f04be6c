import { describe, expect, it } from 'vitest';
import { handleOneClickUnsubscribe, ONE_CLICK_DONE } from './one-click.ts';

const env = { SUPABASE_URL: 'http://db.test', SUPABASE_ANON_KEY: 'anon' };
const URL_WITH_TOKEN = 'https://site.test/email/descadastro?token=Tok_123-abc';

function recordingFetch(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const post = (url = URL_WITH_TOKEN) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe', () => {
  it('POST unsubscribes through the token-only function (no sender secret in the public worker), with no page', async () => {
    const { calls, fetchImpl } = recordingFetch(() => Response.json('cancelled'));
    const response = await handleOneClickUnsubscribe(post(), env, fetchImpl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(ONE_CLICK_DONE);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual([
      {
        url: 'http://db.test/rest/v1/rpc/email_one_click',
        body: { p_token: 'Tok_123-abc' },
      },
    ]);
  });

  it('answers 200 for an already cancelled or unknown token (idempotent, tells nothing)', async () => {
    for (const result of ['already_cancelled', 'not_found']) {
      const { fetchImpl } = recordingFetch(() => Response.json(result));
      expect((await handleOneClickUnsubscribe(post(), env, fetchImpl)).status).toBe(200);
    }
  });

  it('GET never unsubscribes: it leads to the unsubscribe page with the token', async () => {
    const { calls, fetchImpl } = recordingFetch(() => Response.json('cancelled'));
    const response = await handleOneClickUnsubscribe(new Request(URL_WITH_TOKEN), env, fetchImpl);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/descadastro?hash=Tok_123-abc');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(calls).toEqual([]);
  });

  it('a missing token is 400; a database failure 502 (the client may retry), without logging the token', async () => {
    const { fetchImpl } = recordingFetch(() => Response.json({ code: '42501' }, { status: 401 }));
    expect((await handleOneClickUnsubscribe(post('https://site.test/email/descadastro'), env, fetchImpl)).status).toBe(
      400,
    );
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(' '));
    try {
      expect((await handleOneClickUnsubscribe(post(), env, fetchImpl)).status).toBe(502);
    } finally {
      console.error = original;
    }
    expect(logged.join('\n')).not.toContain('Tok_123-abc');
    expect(logged.join('\n')).toContain('42501');
  });

  it('unconfigured: 500', async () => {
    expect((await handleOneClickUnsubscribe(post(), { ...env, SUPABASE_ANON_KEY: '' })).status).toBe(500);
  });
});
