// The class room (room.ts) without a database: the class's facts are read once per minute by one request, however
// many reports arrive while that read is under way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassAttendanceRoom } from './room.ts';
import { MemoryRoomState } from './room-state.test-helper.ts';

const state = new MemoryRoomState();
const env = { SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: 'anon', ATTENDANCE_SECRET: 'x' };

function report(i: number): Request {
  return new Request('https://class-attendance/report', {
    method: 'POST',
    body: JSON.stringify({
      aula: 7,
      sessao: `sessao${String(i).padStart(16, '0')}`,
      t: null,
      segundos: 30,
      posicao: 0,
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ClassAttendanceRoom class facts', () => {
  it('reads the facts once for the reports that arrive while the read is under way, and again a minute later', async () => {
    let clock = Date.parse('2026-11-27T20:00:00Z');
    const reads: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(url);
      await gate;
      return Response.json([
        {
          starts_at: new Date(clock - 60_000).toISOString(),
          duration_minutes: 120,
          offer_from_minute: null,
          offer_to_minute: null,
        },
      ]);
    });
    const room = new ClassAttendanceRoom(state, env, () => clock);
    const answers = Array.from({ length: 50 }, (_, i) => room.fetch(report(i)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual(Array(50).fill(204));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain('/rest/v1/launch_classes?id=eq.7');

    clock += 30_000;
    await room.fetch(report(50));
    expect(reads).toHaveLength(1);
    clock += 31_000;
    await Promise.all([room.fetch(report(51)), room.fetch(report(52))]);
    expect(reads).toHaveLength(2);
  });

  it('answers 404 for a class the API does not know', async () => {
    let reads = 0;
    vi.stubGlobal('fetch', async () => {
      reads += 1;
      return Response.json([]);
    });
    const room = new ClassAttendanceRoom(state, env, () => 0);
    expect((await room.fetch(report(1))).status).toBe(404);
    expect((await room.fetch(report(2))).status).toBe(404);
    expect(reads).toBe(1);
  });

  it('tries a failed read once more; unreadable facts refuse the report (503), never taken for no such class', async () => {
    let clock = Date.parse('2026-11-27T20:00:00Z');
    let failures = 0;
    let reads = 0;
    vi.stubGlobal('fetch', async () => {
      reads += 1;
      if (failures > 0) {
        failures -= 1;
        return new Response('bad gateway', { status: 502 });
      }
      return Response.json([
        { starts_at: '2026-11-27T19:59:00Z', duration_minutes: 120, offer_from_minute: null, offer_to_minute: null },
      ]);
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const room = new ClassAttendanceRoom(state, env, () => clock);

    // Both attempts fail and nothing was read before: refused, so the page keeps its seconds.
    failures = 2;
    expect((await room.fetch(report(1))).status).toBe(503);
    expect(reads).toBe(2);
    // The first attempt fails, the second answers: taken.
    failures = 1;
    expect((await room.fetch(report(2))).status).toBe(204);
    expect(reads).toBe(4);
    // A minute later the API is down: the facts read before serve.
    clock += 61_000;
    failures = 2;
    expect((await room.fetch(report(3))).status).toBe(204);
    expect(reads).toBe(6);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toContain('HTTP 502');
    warn.mockRestore();
  });
});

describe('ClassAttendanceRoom evicted', () => {
  it("a new instance writes what the evicted one owed the database (the object's storage, not its memory)", async () => {
    let clock = Date.parse('2026-11-27T20:10:00Z');
    const writes: { p_viewers: unknown[] }[] = [];
    vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
      if (String(url).includes('/rest/v1/launch_classes'))
        return Response.json([
          {
            starts_at: new Date(clock - 600_000).toISOString(),
            duration_minutes: 120,
            offer_from_minute: null,
            offer_to_minute: null,
          },
        ]);
      writes.push(JSON.parse(String(init?.body)) as { p_viewers: unknown[] });
      return Response.json({ recorded: 1 });
    });
    const stored = new MemoryRoomState();
    const quick = { ...env, ATTENDANCE_SNAPSHOT_SECONDS: '0.01' };
    const first = new ClassAttendanceRoom(stored, quick, () => clock);
    const token = 'tokenDaLiaTokenDaLiaTokenDaLia12';
    for (let i = 0; i < 3; i += 1) {
      const answer = await first.report({
        aula: 7,
        sessao: 'sessaoDaLiaSessaoDaLia',
        t: token,
        segundos: 30,
        posicao: 0,
      });
      expect(answer).toBe(204);
      clock += 30_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The viewers left; the runtime evicted the room before their seconds were due. Its alarm wakes a new instance.
    clock += 120_000;
    const successor = new ClassAttendanceRoom(stored, quick, () => clock);
    await successor.alarm();
    expect(writes.at(-1)!.p_viewers).toEqual([{ t: token, live: 90, replay: 0, offer: 0 }]);
    // Written: the snapshot owes nothing any more, so a third instance writes no lead row again.
    const third = new ClassAttendanceRoom(stored, quick, () => clock);
    await third.alarm();
    expect(writes.at(-1)!.p_viewers).toEqual([]);
  });
});
