import { describe, expect, it } from 'vitest';
import { handleAttendanceReport, requestPath } from './endpoint.ts';
import type { AttendanceEnv } from './attendance-env.ts';
import { fakeBinding } from '../fakes.test-helper.ts';

const report = {
  aula: 7,
  sessao: 'sessaoDaAnaSessaoDaAna',
  t: 'tokenDaAnaTokenDaAnaTokenDaAna12',
  segundos: 30,
  posicao: 0,
};

function envWithRoom(status = 204) {
  const calls: { name: string; body: unknown }[] = [];
  const hashed: string[] = [];
  const env: Pick<AttendanceEnv, 'CLASS_ATTENDANCE'> = {
    CLASS_ATTENDANCE: fakeBinding<AttendanceEnv['CLASS_ATTENDANCE']>({
      idFromName: (name: string) => {
        hashed.push(name);
        return name;
      },
      get: (id: unknown) => ({
        report: async (body: unknown) => {
          calls.push({ name: String(id), body });
          return status;
        },
      }),
    }),
  };
  return { env, calls, hashed };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('https://site.test/aula/presenca', { method: 'POST', body, headers });

describe('POST /aula/presenca', () => {
  it("hands a valid report to its class's room and answers 204 (the worker adds the headers)", async () => {
    const { env, calls } = envWithRoom();
    expect(await handleAttendanceReport(post(JSON.stringify(report)), env)).toBe(204);
    expect(calls).toEqual([{ name: 'class:7', body: report }]);
  });

  it("names each class's room once per namespace, not once per report", async () => {
    const { env, calls, hashed } = envWithRoom();
    for (const aula of [7, 7, 8, 7]) await handleAttendanceReport(post(JSON.stringify({ ...report, aula })), env);
    expect(calls.map((call) => call.name)).toEqual(['class:7', 'class:7', 'class:8', 'class:7']);
    expect(hashed).toEqual(['class:7', 'class:8']);
    // Another namespace (another environment) names its own rooms.
    const other = envWithRoom();
    await handleAttendanceReport(post(JSON.stringify(report)), other.env);
    expect(other.hashed).toEqual(['class:7']);
  });

  it('the same 204 for an unknown class (nothing to tell a prober)', async () => {
    const { env } = envWithRoom(404);
    expect(await handleAttendanceReport(post(JSON.stringify(report)), env)).toBe(204);
  });

  it("a report the room could not count is not answered 204: 503 when the class's facts are unreadable, 502 when it failed", async () => {
    expect(await handleAttendanceReport(post(JSON.stringify(report)), envWithRoom(503).env)).toBe(503);
    expect(await handleAttendanceReport(post(JSON.stringify(report)), envWithRoom(500).env)).toBe(502);
  });

  it('refuses malformed and large bodies before any room', async () => {
    const { env, calls } = envWithRoom();
    expect(await handleAttendanceReport(post('{nope'), env)).toBe(400);
    expect(await handleAttendanceReport(post(JSON.stringify({ ...report, segundos: 3600 })), env)).toBe(400);
    expect(await handleAttendanceReport(post('x'.repeat(2000)), env)).toBe(413);
    expect(calls).toEqual([]);
  });
});

describe('requestPath', () => {
  it("is the request's path, without its query or fragment", () => {
    expect(requestPath('https://semanajava.test/aula/presenca')).toBe('/aula/presenca');
    expect(requestPath('http://127.0.0.1:8787/aula/presenca?x=1')).toBe('/aula/presenca');
    expect(requestPath('https://semanajava.test/aula/presenca#y')).toBe('/aula/presenca');
    expect(requestPath('https://semanajava.test')).toBe('/');
    expect(requestPath('https://semanajava.test/aula/presenca/x')).toBe('/aula/presenca/x');
  });
});
