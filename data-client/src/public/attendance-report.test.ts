import { describe, expect, it, vi } from 'vitest';
import { newViewerSession, parseAttendanceReport, sendAttendanceReport } from './attendance-report';

const ok = {
  aula: 12,
  sessao: 'AbCdEfGhIjKlMnOpQrStUv',
  t: 'tokenDeUmLeadTokenDeUmLead12',
  segundos: 30,
  posicao: 61.5,
};

describe('parseAttendanceReport', () => {
  it('takes a report as the page sends it, with or without a token', () => {
    expect(parseAttendanceReport(ok)).toEqual(ok);
    expect(parseAttendanceReport({ ...ok, t: null })).toEqual({ ...ok, t: null });
    const { t: _t, ...anonymous } = ok;
    expect(parseAttendanceReport(anonymous)).toEqual({ ...ok, t: null });
  });

  it('refuses wrong types, out-of-range numbers and malformed ids', () => {
    for (const bad of [
      null,
      [],
      'x',
      { ...ok, aula: 0 },
      { ...ok, aula: '12' },
      { ...ok, aula: 1.5 },
      { ...ok, sessao: 'curta' },
      { ...ok, t: 'tem espaço tem espaço tem espaço' },
      { ...ok, t: 42 },
      { ...ok, segundos: -1 },
      { ...ok, segundos: 46 },
      { ...ok, segundos: Number.NaN },
      { ...ok, posicao: -3 },
    ])
      expect(parseAttendanceReport(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe('newViewerSession', () => {
  it('is 128 random bits, url-safe, a new one each time', () => {
    const a = newViewerSession();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newViewerSession()).not.toBe(a);
    expect(parseAttendanceReport({ ...ok, sessao: a })).not.toBeNull();
  });
});

describe('sendAttendanceReport', () => {
  it('posts JSON to the edge, keepalive, without credentials', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await sendAttendanceReport(ok, fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(
      '/aula/presenca',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    expect(JSON.parse((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual(ok);
  });

  it('never throws: a failure is false', async () => {
    expect(
      await sendAttendanceReport(
        ok,
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toBe(false);
    expect(
      await sendAttendanceReport(
        ok,
        vi.fn(async () => new Response(null, { status: 400 })),
      ),
    ).toBe(false);
  });
});
