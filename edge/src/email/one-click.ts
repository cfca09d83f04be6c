// RFC 8058 one-click unsubscribe, the URL of every launch message's List-Unsubscribe header:
//   POST /email/descadastro?token=...  (body List-Unsubscribe=One-Click, sent by the mail client) -> unsubscribed at
//        once through public.email_one_click_unsubscribe (secret-checked), no page, no JavaScript; 200 whether it was
//        cancelled now, already cancelled or unknown (idempotent, and it tells nothing about the token); the public
//        worker calls public.email_one_click with the anon key and the token alone (an unguessable single-purpose
//        secret, as the unsubscribe form's cancel_subscription): it never holds the sender's database secret;
//   GET  /email/descadastro?token=...  (a person, or a link scanner: never unsubscribes) -> 303 to the unsubscribe
//        page /descadastro?hash=... with the same token.
// The token is a secret: it is never logged, and the answers are not cached and send no Referer.
import { postgrestRpc } from '../postgrest.ts';
import type { OneClickResult } from './outbox-client.ts';

export interface OneClickEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
}

export const ONE_CLICK_DONE = 'Inscrição cancelada. Você não receberá mais os e-mails deste lançamento.';

const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

function text(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS, ...extra },
  });
}

export async function handleOneClickUnsubscribe(
  request: Request,
  env: OneClickEnv,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<Response> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') {
    const page = new URL('/descadastro', url);
    if (token !== '') page.searchParams.set('hash', token);
    return new Response(null, {
      status: 303,
      headers: { location: `${page.pathname}${page.search}`, ...PRIVATE_HEADERS },
    });
  }
  if (request.method !== 'POST') return text(405, 'Method not allowed', { allow: 'GET, HEAD, POST' });
  if (token === '' || token.length > 200) return text(400, 'Link de descadastro inválido.');
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    console.error('[email] one-click unsubscribe: SUPABASE_URL or SUPABASE_ANON_KEY not set');
    return text(500, 'Descadastro indisponível no momento. Tente novamente mais tarde.');
  }
  try {
    await postgrestRpc<OneClickResult>(env, 'email_one_click', { p_token: token }, fetchImpl);
  } catch (error) {
    // PostgrestError: the function's name, the status and the SQLSTATE, never the token.
    console.error(`[email] one-click unsubscribe failed: ${(error as Error).message}`);
    return text(502, 'Descadastro indisponível no momento. Tente novamente mais tarde.');
  }
  return text(200, ONE_CLICK_DONE);
}
