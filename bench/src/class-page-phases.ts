// The class page (/aula) in each phase Lighthouse can see: four classes of the seeded current launch, one
// ahead (countdown and calendar link), one live now (the player), one over with its replay open and one whose replay
// is closed. Their positions in the current launch: class-positions.ts.
import pg from 'pg';
import { BENCH_CLASS_POSITIONS } from './class-positions.ts';

export interface ClassPagePhases {
  before: number;
  live: number;
  replay: number;
  closed: number;
}

export async function insertClassPhases(databaseUrl: string): Promise<ClassPagePhases> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const insert = async (position: number, title: string, startsAt: string, replayUntil: string | null) =>
      (
        await db.query(
          `insert into public.launch_classes (lancamento, position, title, starts_at, live_url, duration_minutes,
             offer_from_minute, offer_to_minute, replay_until)
           select lancamento, $1, $2, now() + $3::interval, 'https://youtu.be/abcDEF12345', 120, 90, 120,
             now() + $4::interval
           from public.launches where is_current
           returning id::int`,
          [position, title, startsAt, replayUntil],
        )
      ).rows[0].id as number;
    return {
      before: await insert(BENCH_CLASS_POSITIONS.classPageBefore, 'Aula do bench (antes)', '2 days', null),
      live: await insert(BENCH_CLASS_POSITIONS.classPageLive, 'Aula do bench (ao vivo)', '-10 minutes', null),
      replay: await insert(BENCH_CLASS_POSITIONS.classPageReplay, 'Aula do bench (replay)', '-3 hours', '2 days'),
      closed: await insert(
        BENCH_CLASS_POSITIONS.classPageClosed,
        'Aula do bench (replay encerrado)',
        '-3 days',
        '-1 day',
      ),
    };
  } finally {
    await db.end();
  }
}
