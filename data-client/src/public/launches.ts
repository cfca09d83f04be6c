import { DataError, fail } from '../errors';
import { columnList, type TableRow } from '../db';
import { LAUNCH_COLUMN_NAMES, pageContent } from './public-content';

/** A row of the launches table: every per-launch constant of the spec (a new launch is a row, not a code change). */
export interface Launch {
  lancamento: number;
  name: string;
  /** Registration page: e.g. '15 de Setembro, 2025' and '08:00'. */
  eventDateText: string;
  eventTimeText: string;
  /** ISO timestamps. */
  eventStartsAt: string;
  eventEndsAt: string;
  /** After this moment the after-deadline checkout variants apply. */
  registrationDeadline: string;
  cartOpensAt: string;
  cartOpensText: string;
  /** Countdown 'Tempo Restante para o Encerramento' on /aulas and on the level pages. */
  lessonsCountdownAt: string;
  levelLessonsCountdownAt: string;
  groupLinkIntermediaria: string;
  groupLinkIniciante: string;
  vipGroupLinkBeginner: string;
  vipGroupLinkIntermediate: string;
  lessonsGroupChatLink: string;
  checkoutUrlBeginners: string;
  checkoutUrlAdvanced: string;
  checkoutUrlBeginnersAfterDeadline: string | null;
  checkoutUrlAdvancedAfterDeadline: string | null;
  isCurrent: boolean;
}

/** A launches row as the pages read it (typed from the schema: src/database.types.ts). */
export type LaunchRow = Pick<TableRow<'launches'>, (typeof LAUNCH_COLUMN_NAMES)[number]>;

export const LAUNCH_COLUMNS = columnList(LAUNCH_COLUMN_NAMES);

export function toLaunch(row: LaunchRow): Launch {
  return {
    lancamento: row.lancamento,
    name: row.name,
    eventDateText: row.event_date_text,
    eventTimeText: row.event_time_text,
    eventStartsAt: row.event_starts_at,
    eventEndsAt: row.event_ends_at,
    registrationDeadline: row.registration_deadline,
    cartOpensAt: row.cart_opens_at,
    cartOpensText: row.cart_opens_text,
    lessonsCountdownAt: row.lessons_countdown_at,
    levelLessonsCountdownAt: row.level_lessons_countdown_at,
    groupLinkIntermediaria: row.group_link_intermediaria,
    groupLinkIniciante: row.group_link_iniciante,
    vipGroupLinkBeginner: row.vip_group_link_beginner,
    vipGroupLinkIntermediate: row.vip_group_link_intermediate,
    lessonsGroupChatLink: row.lessons_group_chat_link,
    checkoutUrlBeginners: row.checkout_url_beginners,
    checkoutUrlAdvanced: row.checkout_url_advanced,
    checkoutUrlBeginnersAfterDeadline: row.checkout_url_beginners_after_deadline,
    checkoutUrlAdvancedAfterDeadline: row.checkout_url_advanced_after_deadline,
    isCurrent: row.is_current,
  };
}

/** The launch the funnel runs now (is_current): from the page's data block, else the API. Throws DataError not_found when none is marked current. */
export async function fetchCurrentLaunch(): Promise<Launch> {
  const inPage = pageContent<LaunchRow>('current_launch');
  if (inPage) {
    if (!inPage[0]) throw new DataError('lançamento não encontrado', 'not_found');
    return toLaunch(inPage[0]);
  }
  // The PostgREST client only when the page lacks the data: pages with the edge's data block never load it.
  const rest = await (await import('./rest')).getPublicRest();
  const { data, error, status } = await rest.from('launches').select(LAUNCH_COLUMNS).eq('is_current', true).limit(1);
  if (error) throw fail('erro ao carregar o lançamento atual', error, { status });
  const row = data?.[0];
  if (!row) throw new DataError('lançamento não encontrado', 'not_found');
  return toLaunch(row);
}

/** The launch of this number when it is the page's data block's current launch (read synchronously); else undefined. */
export function launchInPage(lancamento: number): Launch | undefined {
  const row = pageContent<LaunchRow>('current_launch')?.find((candidate) => candidate.lancamento === lancamento);
  return row ? toLaunch(row) : undefined;
}

/** One launch by number (the page's data block has the current one; any other comes from the API). Throws DataError
 * not_found when it does not exist. */
export async function fetchLaunch(lancamento: number): Promise<Launch> {
  const current = pageContent<LaunchRow>('current_launch')?.find((row) => row.lancamento === lancamento);
  if (current) return toLaunch(current);
  // The PostgREST client only when the page lacks the data: pages with the edge's data block never load it.
  const rest = await (await import('./rest')).getPublicRest();
  const { data, error, status } = await rest
    .from('launches')
    .select(LAUNCH_COLUMNS)
    .eq('lancamento', lancamento)
    .limit(1);
  if (error) throw fail(`erro ao carregar o lançamento ${lancamento}`, error, { status });
  const row = data?.[0];
  if (!row) throw new DataError('lançamento não encontrado', 'not_found');
  return toLaunch(row);
}
