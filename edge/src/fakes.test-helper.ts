// Test doubles for the handler's environment: an in-memory Cache API, a fetch that answers from a table (or hangs,
// or refuses), the assets binding and the key-value binding.
import type { EdgeContext, EdgeEnv } from './env.ts';
import type { CacheLike } from './remote-cache.ts';

export class MemoryCache implements CacheLike {
  readonly entries = new Map<string, { body: string; headers: [string, string][] }>();
  async match(url: string): Promise<Response | undefined> {
    const entry = this.entries.get(url);
    return entry ? new Response(entry.body, { headers: entry.headers }) : undefined;
  }
  async put(url: string, response: Response): Promise<void> {
    this.entries.set(url, { body: await response.text(), headers: [...response.headers] });
  }
}

export type Route = string | { status: number; body?: string } | 'hang' | 'refuse';

/** fetch over a URL -> answer table; every call is recorded. 'hang' never answers (until the signal aborts). */
export function tableFetch(table: Record<string, Route>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const answer = table[url] ?? { status: 404 };
    if (answer === 'refuse') throw new TypeError('fetch failed: connection refused');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    }
    if (typeof answer === 'string') return new Response(answer, { status: 200 });
    return new Response(answer.body ?? '', { status: answer.status });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

/** A test double of a runtime binding: only the part the code under test calls. The binding's type is the generated
 * one (src/worker-configuration.d.ts), the whole of the runtime's API, which a double does not implement; what a
 * binding really does is tested in workerd (`*.workerd.test.ts`). */
export function fakeBinding<T>(part: object): T {
  return part as T;
}

export function fakeContext(): EdgeContext & { pending: Promise<unknown>[]; settle(): Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    pending,
    waitUntil: (promise) => void pending.push(promise),
    settle: async () => {
      await Promise.all(pending);
    },
  };
}

export function fakeEnv(
  files: Record<string, string>,
  remotes: Record<string, string> | null,
  extra: Partial<EdgeEnv> = {},
): EdgeEnv {
  return {
    ASSETS: fakeBinding<Fetcher>({
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        const body = files[path === '/' ? '/index.html' : path];
        if (body === undefined) return new Response('Not found', { status: 404 });
        const type = path.endsWith('.css')
          ? 'text/css'
          : path.endsWith('.js')
            ? 'text/javascript'
            : 'text/html; charset=utf-8';
        return new Response(body, { status: 200, headers: { 'Content-Type': type, ETag: '"asset"' } });
      },
    }),
    REMOTES: fakeBinding<KVNamespace>({
      get: async (key: string) => (key === 'remotes' && remotes ? JSON.stringify(remotes) : null),
    }),
    SUPABASE_URL: 'https://abc.supabase.co',
    SUPABASE_ANON_KEY: 'anon-key',
    ...extra,
  } as EdgeEnv;
}
