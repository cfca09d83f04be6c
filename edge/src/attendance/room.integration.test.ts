// Beside the code it tests: a class's room (room.ts) against a running local Supabase (real PostgREST, real SQL), a
// step of `npm test`: node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
// Reports go in as the endpoint hands them over; the room's alarm writes through public.record_class_attendance with
// the secret; the rows are read back with SQL. A forged token, another purpose's token and no token change nobody.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassAttendanceRoom } from './room.ts';
import { MemoryRoomState } from './room-state.test-helper.ts';
import { requiredEnv } from '../integration-env.test-helper.ts';

const SUPABASE_URL = requiredEnv('SUPABASE_URL');
const ANON = requiredEnv('SUPABASE_ANON_KEY');
const SERVICE = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const DATABASE_URL = requiredEnv('DATABASE_URL');
const SECRET = `segredo-integracao-presenca-${crypto.randomUUID()}`;
const run = crypto.randomUUID().slice(0, 8);

let db: pg.Client;
let classId = 0;
let leadA = 0;
let leadB = 0;
let tokenA = '';
let surveyHashB = '';

const report = (over: Record<string, unknown>) =>
  new Request('https://class-attendance/report', {
    method: 'POST',
    body: JSON.stringify({
      aula: classId,
      sessao: `sessao${run}sessao${run}`,
      t: tokenA,
      segundos: 30,
      posicao: 0,
      ...over,
    }),
  });

beforeAll(async () => {
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/set_attendance_secret`, {
    method: 'POST',
    headers: { apikey: SERVICE, authorization: `Bearer ${SERVICE}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: SECRET }),
  });
  expect(response.status).toBeLessThan(300);
  const lancamento = (await db.query('select lancamento from public.launches where is_current')).rows[0].lancamento;
  // A free position of its own (positions are 1-20): the sender files keep their classes at 19 and 20 in the same
  // launch of the same database.
  classId = (
    await db.query(
      `insert into public.launch_classes (lancamento, position, title, starts_at, live_url, offer_from_minute, offer_to_minute)
       select $1, max(p), 'Aula de integração ${run}', now() - interval '10 minutes', 'https://youtu.be/abcDEF12345', 0, 60
       from generate_series(1, 18) p
       where not exists (select 1 from public.launch_classes c where c.lancamento = $1 and c.position = p)
       returning id::int`,
      [lancamento],
    )
  ).rows[0].id;
  const leads = await db.query(
    `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
     values ('Ana Presença', $1, 'want_to_learn', 'iniciante', $3), ('Bruno Presença', $2, 'want_to_learn', 'iniciante', $3)
     returning id::int, pesquisa_hash`,
    [`ana-${run}@presenca.test`, `bruno-${run}@presenca.test`, lancamento],
  );
  [leadA, leadB] = leads.rows.map((row: { id: number }) => row.id) as [number, number];
  surveyHashB = leads.rows[1].pesquisa_hash;
  tokenA = (await db.query('select token from private.attendance_tokens where lead_id = $1', [leadA])).rows[0].token;
});

afterAll(async () => {
  await db.query('delete from public.launch_classes where id = $1', [classId]);
  await db.query('delete from public.leads_lancamento where id = any($1)', [[leadA, leadB]]);
  await db.end();
});

describe('ClassAttendanceRoom', () => {
  it("aggregates a lead's reports and writes them once, with the class's audience; other tokens change nobody", async () => {
    let now = Date.now();
    const state = new MemoryRoomState();
    const room = new ClassAttendanceRoom(
      state,
      { SUPABASE_URL, SUPABASE_ANON_KEY: ANON, ATTENDANCE_SECRET: SECRET, ATTENDANCE_FLUSH_SECONDS: '120' },
      () => now,
    );
    for (let i = 0; i < 4; i += 1) {
      expect((await room.fetch(report({}))).status).toBe(204);
      // Forged, another purpose's token (B's survey/unsubscribe hash), anonymous: each its own viewer.
      await room.fetch(report({ sessao: `forjada${run}forjada${run}`, t: 'forjadoForjadoForjado123' }));
      await room.fetch(report({ sessao: `outrofim${run}outrofim${run}`, t: surveyHashB }));
      await room.fetch(report({ sessao: `anonima${run}anonima${run}`, t: null }));
      now += 30_000;
    }
    expect(state.alarm).not.toBeNull();
    await room.alarm();
    const rows = await db.query(
      'select lead_id::int, live_seconds, replay_seconds, offer_seconds, writes from private.class_attendance where class_id = $1',
      [classId],
    );
    expect(rows.rows).toEqual([
      { lead_id: leadA, live_seconds: 120, replay_seconds: 0, offer_seconds: 120, writes: 1 },
    ]);
    const audience = await db.query(
      'select viewers_now, viewers_total, anonymous_total from private.class_audience where class_id = $1',
      [classId],
    );
    expect(audience.rows).toEqual([{ viewers_now: 4, viewers_total: 4, anonymous_total: 1 }]);
    // The next alarm within the flush interval writes no lead row.
    await room.fetch(report({}));
    now += 30_000;
    await room.alarm();
    expect(
      (await db.query('select writes from private.class_attendance where class_id = $1', [classId])).rows[0].writes,
    ).toBe(1);
  });

  it('a wrong secret writes nothing and keeps the seconds for the next try', async () => {
    let now = Date.now();
    const state = new MemoryRoomState();
    const env = {
      SUPABASE_URL,
      SUPABASE_ANON_KEY: ANON,
      ATTENDANCE_SECRET: 'x'.repeat(40),
      ATTENDANCE_FLUSH_SECONDS: '1',
    };
    const room = new ClassAttendanceRoom(state, env, () => now);
    const before = (await db.query('select live_seconds from private.class_attendance where class_id = $1', [classId]))
      .rows[0].live_seconds;
    await room.fetch(report({ sessao: `segunda${run}segunda${run}` }));
    now += 2000;
    await room.alarm();
    expect(
      (await db.query('select live_seconds from private.class_attendance where class_id = $1', [classId])).rows[0]
        .live_seconds,
    ).toBe(before);
    env.ATTENDANCE_SECRET = SECRET;
    now += 2000;
    await room.alarm();
    expect(
      (await db.query('select live_seconds from private.class_attendance where class_id = $1', [classId])).rows[0]
        .live_seconds,
    ).toBe(before + 30);
  });
});
