import pg from 'pg';

/** A pg Pool on the throwaway database (superuser): assert stored rows, prepare data, clean up. */
export function createDbPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max: 2 });
}

/** The phases of a launch (data-client launchPhase). */
export type LaunchPhaseName = 'before_event' | 'during_event' | 'before_cart' | 'cart_open' | 'after_deadline';

/**
 * Dates (as SQL expressions on now()) that put the current time in each phase, shaped like a real launch: a 90-minute
 * first class, the cart opening a week after the event, the checkout deadline 17 hours after it, the lessons closing
 * at the cart opening (level pages) and an hour later (/aulas).
 */
const PHASE_EVENT_START: Record<LaunchPhaseName, { start: string; cart: string }> = {
  before_event: { start: `now() + interval '7 days'`, cart: `now() + interval '14 days'` },
  during_event: { start: `now() - interval '30 minutes'`, cart: `now() + interval '7 days'` },
  before_cart: { start: `now() - interval '2 days'`, cart: `now() + interval '5 days'` },
  cart_open: { start: `now() - interval '7 days'`, cart: `now() - interval '2 hours'` },
  after_deadline: { start: `now() - interval '14 days'`, cart: `now() - interval '7 days'` },
};

const DATE_COLUMNS = [
  'event_date_text',
  'event_time_text',
  'event_starts_at',
  'event_ends_at',
  'registration_deadline',
  'cart_opens_at',
  'cart_opens_text',
  'lessons_countdown_at',
  'level_lessons_countdown_at',
] as const;

/**
 * Sets the dates of launch `lancamento` (default: the current one) so that now falls in `phase`, with the date texts
 * written from them. Returns a function that restores the launch's previous dates and texts.
 */
export async function setLaunchPhase(
  db: pg.Pool,
  phase: LaunchPhaseName,
  lancamento?: number,
): Promise<() => Promise<void>> {
  const target =
    lancamento ??
    (await db.query<{ lancamento: number }>('select lancamento from public.launches where is_current')).rows[0]!
      .lancamento;
  const { rows } = await db.query<Record<(typeof DATE_COLUMNS)[number], unknown>>(
    `select ${DATE_COLUMNS.join(', ')} from public.launches where lancamento = $1`,
    [target],
  );
  const original = rows[0]!;
  const start = `(${PHASE_EVENT_START[phase].start})`;
  const cart = `(${PHASE_EVENT_START[phase].cart})`;
  await db.query(
    `update public.launches set
       event_starts_at = ${start}, event_ends_at = ${start} + interval '90 minutes',
       cart_opens_at = ${cart}, registration_deadline = ${cart} + interval '17 hours',
       lessons_countdown_at = ${cart} + interval '1 hour', level_lessons_countdown_at = ${cart},
       event_date_text = private.launch_date_text(${start}), event_time_text = to_char(${start} at time zone 'America/Sao_Paulo', 'HH24:MI'),
       cart_opens_text = private.launch_weekday_text(${cart})
     where lancamento = $1`,
    [target],
  );
  return async () => {
    await db.query(
      `update public.launches set ${DATE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where lancamento = $1`,
      [target, ...DATE_COLUMNS.map((c) => original[c])],
    );
  };
}

/** Adds launch `lancamento` as a copy of launch `from` (not current), named `name`. */
export async function addLaunch(db: pg.Pool, lancamento: number, name: string, from = 2): Promise<void> {
  await db.query(
    `insert into public.launches select (jsonb_populate_record(null::public.launches,
       to_jsonb(l) || jsonb_build_object('lancamento', $1::int, 'name', $2::text, 'is_current', false))).*
     from public.launches l where l.lancamento = $3`,
    [lancamento, name, from],
  );
}

/** Makes launch `lancamento` the current one (as make_launch_current does). */
export async function makeCurrent(db: pg.Pool, lancamento: number): Promise<void> {
  await db.query('update public.launches set is_current = (lancamento = $1)', [lancamento]);
}
