// RFC 8058 one-click unsubscribe, the URL of every launch message's List-Unsubscribe header:
//   POST /email/descadastro?token=...  (body List-Unsubscribe=One-Click, sent by the mail client) -> unsubscribed at
//        once through public.email_one_click_unsubscribe (secret-checked), no page, no JavaScript; 200 whether it was
//        cancelled now, already cancelled or unknown (idempotent, and it tells nothing about the token);
//   GET  /email/descadastro?token=...  (a person, or a link scanner: never unsubscribes) -> 303 to the unsubscribe
//        page /descadastro?hash=... with the same token.
// The token is a secret: it is never logged, and the answers are not cached and send no Referer.
import { OutboxClient, type OutboxEnv } from './outbox-client.ts';

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
  env: OutboxEnv,
  fetchImpl?: typeof fetch,
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
  let client: OutboxClient;
  try {
    client = new OutboxClient(env, fetchImpl);
  } catch {
    console.error('[email] one-click unsubscribe: SUPABASE_URL, SUPABASE_ANON_KEY or EMAIL_SENDER_SECRET not set');
    return text(500, 'Descadastro indisponível no momento. Tente novamente mais tarde.');
  }
  try {
    await client.oneClickUnsubscribe(token);
  } catch (error) {
    console.error(`[email] one-click unsubscribe failed: ${(error as Error).message}`);
    return text(502, 'Descadastro indisponível no momento. Tente novamente mais tarde.');
  }
  return text(200, ONE_CLICK_DONE);
}
