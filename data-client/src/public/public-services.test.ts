import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '../config';
import { DataError } from '../errors';
import { fetchLessons } from './lessons';
import { savePurchaseIntent } from './purchase-intent';
import { registerLead } from './register-lead';
import { getSurveyContext, saveSurveyAnswers } from './survey';
import { getUnsubscribeContext } from './unsubscribe';

/**
 * The services' own logic against a scripted HTTP answer: what they send and how they map what comes back.
 * (The database itself is exercised by the integration project.)
 */
interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Headers;
}

let calls: Call[];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: String(input), method: init?.method ?? 'GET', body, headers: new Headers(init?.headers) });
    return answer();
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetRuntimeConfig();
});

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('public services (scripted HTTP)', () => {
  it('registerLead posts the RPC with the anon key, digits-only WhatsApp and compact utm', async () => {
    answer = () => json([{ token: 'tok_abcdefghijklmnopqrstuv', track: 'iniciante' }]);
    const result = await registerLead({
      name: 'Ana',
      email: 'ana@x.com',
      whatsapp: '+55 (11) 91234-5678',
      programmingExperience: 'want_to_learn',
      utm: { utm_source: 'ig', utm_medium: '' },
      language: 'pt-BR',
    });
    expect(result).toEqual({ token: 'tok_abcdefghijklmnopqrstuv', track: 'iniciante' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:54321/rest/v1/rpc/register_lead');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('apikey')).toBe('anon-key');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer anon-key');
    expect(calls[0]!.body).toEqual({
      p_name: 'Ana',
      p_email: 'ana@x.com',
      p_whatsapp: '5511912345678',
      p_programming_experience: 'want_to_learn',
      p_utm: { utm_source: 'ig' },
      p_language: 'pt-BR',
    });
  });

  it('shows a 22023 message as is and hides other database errors', async () => {
    answer = () =>
      json({ code: '22023', message: 'Por favor, preencha seu nome completo.', details: null, hint: null }, 400);
    const input = {
      name: '',
      email: 'a@b.co',
      whatsapp: '11912345678',
      programmingExperience: 'want_to_learn' as const,
    };
    await expect(registerLead(input)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Por favor, preencha seu nome completo.',
    });
    answer = () =>
      json(
        { code: '23505', message: 'duplicate key value violates unique constraint', details: null, hint: null },
        409,
      );
    await expect(registerLead(input)).rejects.toMatchObject({ kind: 'unknown', validation: null });
  });

  it('maps a network failure to the kind network, with no text', async () => {
    answer = () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      savePurchaseIntent({ name: 'Jo', email: 'j@x.co', whatsapp: '11912345678', lancamento: 2 }),
    ).rejects.toMatchObject({
      kind: 'network',
      validation: null,
    });
    await expect(getUnsubscribeContext('tok_abcdefghijklmnopqrstuv')).rejects.toMatchObject({
      kind: 'network',
      validation: null,
    });
  });

  it('a read retries (postgrest-js backoff) and then maps the network failure', async () => {
    vi.useFakeTimers();
    try {
      answer = () => {
        throw new TypeError('fetch failed');
      };
      const pending = fetchLessons('beginner').catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      const error = await pending;
      expect(error).toBeInstanceOf(DataError);
      expect(error).toMatchObject({ kind: 'network', validation: null });
      expect(calls.length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetchLessons filters by level and orders by order', async () => {
    answer = () =>
      json([
        {
          id: 1,
          order: 1,
          level: 'beginner',
          title: 'T',
          description: 'D',
          topics: ['a'],
          video_id: null,
          duration: null,
          is_available: true,
        },
      ]);
    const lessons = await fetchLessons('beginner');
    expect(lessons[0]).toMatchObject({ id: 1, videoId: null, isAvailable: true });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/rest/v1/lesson_catalog');
    expect(url.searchParams.get('level')).toBe('eq.beginner');
    expect(url.searchParams.get('order')).toBe('order.asc,id.asc');
  });

  it('survey: no call for a missing token, null for no row, kinds for failures', async () => {
    answer = () => json([]);
    expect(await getSurveyContext('  ')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await getSurveyContext('tok_abcdefghijklmnopqrstuv')).toBeNull();
    answer = () => json({ code: 'XX000', message: 'internal', details: null, hint: null }, 500);
    await expect(getSurveyContext('tok_abcdefghijklmnopqrstuv')).rejects.toMatchObject({ kind: 'unknown' });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const answers = {
      experiencia_programacao: 'estudei_logica',
      maior_dificuldade: 'falta_pratica',
      atracao_carreira: 'trabalho_remoto',
      fator_bloqueio: 'falta_tempo',
      sonho_realizado: 'x',
      consumo_conteudo: 'youtube',
      faixa_salarial: 'ate_3000',
    };
    const error = await saveSurveyAnswers('tok_abcdefghijklmnopqrstuv', answers).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).kind).toBe('network');
  });

  it('unsubscribe: a missing token never reaches the server', async () => {
    await expect(getUnsubscribeContext('')).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(calls).toHaveLength(0);
  });
});
