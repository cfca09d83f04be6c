// The attendance benches' fixture: a class of the current launch that is live now, and `viewers` leads registered to
// it, each with the attendance token the registration gave it (private.attendance_tokens), in lead order.
import type pg from 'pg';

export interface AttendanceFixture {
  lancamento: number;
  classId: number;
  tokens: string[];
}

export async function seedAttendanceClass(
  db: pg.Client,
  options: { position: number; title: string; leadName: string; viewers: number },
): Promise<AttendanceFixture> {
  const lancamento = (await db.query('select lancamento from public.launches where is_current')).rows[0]
    .lancamento as number;
  const classId = (
    await db.query(
      `insert into public.launch_classes (lancamento, position, title, starts_at, live_url, duration_minutes)
       values ($1, $2, $3, now() - interval '1 minute', 'https://youtu.be/abcDEF12345', 600) returning id::int`,
      [lancamento, options.position, options.title],
    )
  ).rows[0].id as number;
  // The e-mail carries the class id: a second run's leads never collide with the first's.
  const prefix = options.leadName.toLowerCase();
  await db.query(
    `insert into public.leads_lancamento (name, email, programming_experience, track, lancamento)
     select $4 || ' ' || g, $5 || g || '.' || $2 || '@bench.example', 'want_to_learn', 'iniciante', $1
     from generate_series(1, $3::int) g`,
    [lancamento, classId, options.viewers, options.leadName, prefix],
  );
  const tokens = (
    await db.query(
      `select t.token from private.attendance_tokens t join public.leads_lancamento l on l.id = t.lead_id
       where l.email like $1 order by l.id`,
      [`%.${classId}@bench.example`],
    )
  ).rows.map((row: { token: string }) => row.token);
  return { lancamento, classId, tokens };
}
