// The attendance Worker (src/attendance-worker.ts) and its class room (room-object.ts), inside workerd with the real
// CLASS_ATTENDANCE binding (wrangler.attendance.jsonc): reports arrive by RPC, the alarm is the object's own (real
// storage), and it writes through public.record_class_attendance. The database is answered here, at the fetch boundary.
import { runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { env as workersEnv } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceEnv } from './attendance-env.ts';
import { ClassAttendanceRoom } from './room.ts';

// The attendance Worker's environment: the generated AttendanceWorkerEnv and the test secrets (vitest.config.ts).
const env = workersEnv as unknown as AttendanceEnv;

const CLASS_ID = 7;
const TOKEN = 'tokenDaAnaTokenDaAnaTokenDaAna12';

interface RecordCall {
  p_secret: string;
  p_class_id: number;
  p_viewers: { t: string; live: number; replay: number; offer: number }[];
  p_audience: { viewers_now: number; viewers_total: number; anonymous_total: number } | null;
}

/** The database as the room sees it: the class's facts, and record_class_attendance answering `status`. */
function database(status = () => 200) {
  const writes: RecordCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/rest/v1/launch_classes')
      return Response.json([
        {
          starts_at: new Date(Date.now() - 10 * 60_000).toISOString(),
          duration_minutes: 120,
          offer_from_minute: null,
          offer_to_minute: null,
        },
      ]);
    if (url.pathname === '/rest/v1/rpc/record_class_attendance') {
      writes.push((await request.json()) as RecordCall);
      const answer = status();
      return answer === 200 ? Response.json({ recorded: 1 }) : new Response('{}', { status: answer });
    }
    return new Response('not here', { status: 404 });
  });
  return writes;
}

const report = (sessao: string, t: string | null) => ({ aula: CLASS_ID, sessao, t, segundos: 30, posicao: 0 });

function room(name = `class:${CLASS_ID}`) {
  return env.CLASS_ATTENDANCE.get(env.CLASS_ATTENDANCE.idFromName(name));
}

const alarmOf = (stub: ReturnType<typeof room>) => runInDurableObject(stub, (_room, state) => state.storage.getAlarm());

afterEach(() => vi.unstubAllGlobals());

describe('ClassAttendanceRoom in workerd', () => {
  it("takes reports by RPC, sets its alarm in the object's storage, and the alarm writes the audience", async () => {
    const writes = database();
    const stub = room('class:7:audience');
    expect(await alarmOf(stub)).toBeNull();
    expect(await stub.report(report('sessaoDaAnaSessaoDaAna', TOKEN))).toBe(204);
    expect(await stub.report(report('sessaoAnonimaSessaoAnon', null))).toBe(204);
    expect(await stub.report({ aula: CLASS_ID })).toBe(400);
    expect(await alarmOf(stub)).not.toBeNull();

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      p_secret: env.ATTENDANCE_SECRET,
      p_class_id: CLASS_ID,
      p_audience: { viewers_now: 2, viewers_total: 2, anonymous_total: 1 },
    });
    // Viewers were here a moment ago: the room sets its next alarm itself.
    expect(await alarmOf(stub)).not.toBeNull();
  });

  it("keeps a lead's seconds when the write fails, and writes them at the next alarm", async () => {
    let status = 500;
    const writes = database(() => status);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stub = room('class:7:retry');
    expect(await stub.report(report('sessaoDoBrunoSessaoDoBr', TOKEN))).toBe(204);
    // ATTENDANCE_FLUSH_SECONDS is 1 here (vitest.config.ts): the lead's row is due a second after the report.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await runDurableObjectAlarm(stub);
    expect(writes.at(-1)!.p_viewers).toEqual([{ t: TOKEN, live: 30, replay: 0, offer: 0 }]);
    expect(warn).toHaveBeenCalledTimes(1);

    status = 200;
    await runDurableObjectAlarm(stub);
    expect(writes.at(-1)!.p_viewers).toEqual([{ t: TOKEN, live: 30, replay: 0, offer: 0 }]);
    await runDurableObjectAlarm(stub);
    expect(writes.at(-1)!.p_viewers).toEqual([]);
  });

  it('forged tokens cannot grow the room without end: past ATTENDANCE_MAX_VIEWERS a new viewer counts for nobody', async () => {
    const writes = database();
    const stub = room('class:7:forged');
    // ATTENDANCE_MAX_VIEWERS is 50 here (vitest.config.ts).
    for (let i = 0; i < 80; i += 1) {
      const n = String(i).padStart(4, '0');
      expect(await stub.report(report(`sessaoForjada${n}Forjada`, `tokenForjadoTokenForjadoToken${n}`))).toBe(204);
    }
    const size = () =>
      runInDurableObject(stub, (object) => (object as unknown as { room: ClassAttendanceRoom }).room.size());
    expect(await size()).toEqual({ sessions: 50, tokens: 50 });
    // A lead arriving at the bound: answered as taken (nothing tells the forger), not kept.
    expect(await stub.report(report('sessaoDaCarlaSessaoDaCar', TOKEN))).toBe(204);
    expect(await size()).toEqual({ sessions: 50, tokens: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await runDurableObjectAlarm(stub);
    expect(writes.at(-1)!.p_viewers).toHaveLength(50);
    expect(writes.at(-1)!.p_viewers.map((row) => row.t)).not.toContain(TOKEN);
  });

  it("a new instance of an evicted room writes what it owed, from the object's real storage", async () => {
    const writes = database();
    const stub = room('class:7:evicted');
    expect(await stub.report(report('sessaoDaDoraSessaoDaDo', TOKEN))).toBe(204);
    // ATTENDANCE_SNAPSHOT_SECONDS is 0.2 here (vitest.config.ts): the snapshot is in storage after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const successorAlarm = () =>
      runInDurableObject(stub, async (_instance, state) => {
        const successor = new ClassAttendanceRoom(state, env);
        await successor.alarm();
      });
    await successorAlarm();
    expect(writes.at(-1)!.p_viewers).toEqual([{ t: TOKEN, live: 30, replay: 0, offer: 0 }]);
    await successorAlarm();
    expect(writes.at(-1)!.p_viewers).toEqual([]);
  });

  it('answers the class page at POST /aula/presenca and nothing else', async () => {
    database();
    const post = (path: string, body: unknown) =>
      SELF.fetch(`https://semanajava.test${path}`, { method: 'POST', body: JSON.stringify(body) });
    const taken = await post('/aula/presenca', report('sessaoDaCarlaSessaoDaCa', TOKEN));
    expect(taken.status).toBe(204);
    expect(taken.headers.get('cache-control')).toBe('no-store');
    expect(taken.headers.get('x-content-type-options')).toBe('nosniff');
    // The report reached the class's room: its alarm is set.
    expect(await alarmOf(room())).not.toBeNull();
    expect((await post('/aula/presenca', { aula: 'x' })).status).toBe(400);
    expect((await SELF.fetch('https://semanajava.test/aula/presenca')).status).toBe(405);
    // Only the class page's path is routed to this worker; anything else is not found here.
    expect((await post('/webhooks/hotmart', {})).status).toBe(404);
    expect((await SELF.fetch('https://semanajava.test/')).status).toBe(404);
  });
});
