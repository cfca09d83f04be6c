// The public content every visitor gets: the same for everyone, changed a few times per launch by the staff. The edge
// reads each resource from the API (PostgREST with the anon key, as a browser would) through its cache and puts the
// rows in the page as one JSON data block (edge/src/public-content.ts); the family's function here (fetchActiveRoutes,
// fetchCurrentLaunch, fetchLessons) reads the block first and asks the API only when the page has no such entry.
//
// Adding a resource is one entry in PUBLIC_RESOURCES (its public columns only: never anything personal or staff-only,
// every visitor gets it; `remotes` when only some pages read it) plus, in its family's file, `pageContent('<name>')`
// before the API call.
// No imports but types: the edge's worker bundles this file.

/** The id of the data block: <script type="application/json" id="funil-public-content">{ name: rows, ... }</script>. */
export const PUBLIC_CONTENT_ELEMENT_ID = 'funil-public-content';

/** The routes columns the shell reads. */
export const ROUTE_COLUMN_NAMES = ['id', 'path', 'component', 'props', 'is_active', 'priority'] as const;

/** The launches columns the pages read (the whole row but its timestamps of creation and update). */
export const LAUNCH_COLUMN_NAMES = [
  'lancamento',
  'name',
  'event_date_text',
  'event_time_text',
  'event_starts_at',
  'event_ends_at',
  'registration_deadline',
  'cart_opens_at',
  'cart_opens_text',
  'lessons_countdown_at',
  'level_lessons_countdown_at',
  'group_link_intermediaria',
  'group_link_iniciante',
  'vip_group_link_beginner',
  'vip_group_link_intermediate',
  'lessons_group_chat_link',
  'checkout_url_beginners',
  'checkout_url_advanced',
  'checkout_url_beginners_after_deadline',
  'checkout_url_advanced_after_deadline',
  'is_current',
] as const;

/** The launch_classes columns anon may read (the live link is not among them; the class page embeds its video id). */
export const LAUNCH_CLASS_COLUMN_NAMES = [
  'id',
  'lancamento',
  'position',
  'title',
  'starts_at',
  'duration_minutes',
  'offer_from_minute',
  'offer_to_minute',
  'replay_until',
  'video_id',
] as const;

/** The lesson_catalog columns (video ids of released lessons only: the view's rule). */
export const LESSON_COLUMN_NAMES = [
  'id',
  'order',
  'level',
  'title',
  'description',
  'topics',
  'video_id',
  'duration',
  'is_available',
] as const;

export interface PublicResource {
  /** The key of its rows in the data block. */
  name: string;
  /** Its PostgREST read, relative to <SUPABASE_URL>/rest/v1/: the same rows, columns and order as the API fallback. */
  path: string;
  /**
   * The remotes whose pages read it (the edge puts it in their pages and in pages it cannot tell); absent: every page.
   * Another page that needs it after a client-side navigation reads it from the API (the fallback).
   */
  remotes?: readonly string[];
}

const select = (columns: readonly string[]) => `select=${columns.join(',')}`;

/** Every public resource the edge puts in the page, in the block's order. */
export const PUBLIC_RESOURCES = [
  {
    name: 'routes',
    path: `routes?${select(ROUTE_COLUMN_NAMES)}&is_active=eq.true&order=priority.asc,id.asc`,
  },
  {
    name: 'current_launch',
    path: `launches?${select(LAUNCH_COLUMN_NAMES)}&is_current=eq.true&limit=1`,
  },
  {
    name: 'lessons',
    path: `lesson_catalog?${select(LESSON_COLUMN_NAMES)}&order=order.asc,id.asc`,
    remotes: ['mfe_lessons'],
  },
  {
    // Every launch's live classes (a few rows each, all public but the live link): the thank-you pages' schedule and
    // the class page (mfe-lessons, /aula).
    name: 'launch_classes',
    path: `launch_classes?${select(LAUNCH_CLASS_COLUMN_NAMES)}&order=lancamento.asc,position.asc`,
    remotes: ['mfe_funnel', 'mfe_lessons'],
  },
] as const satisfies readonly PublicResource[];

export type PublicResourceName = (typeof PUBLIC_RESOURCES)[number]['name'];

/** The data block's content: rows by resource name; a resource the edge could not read is absent. */
export type PublicContent = Partial<Record<PublicResourceName, unknown[]>>;

let parsed: [Element, PublicContent] | undefined;

/**
 * The rows of a public resource as the page brought them (PostgREST's answer, unchanged), or undefined when the page
 * has no such entry (no block, the edge could not read it, an unreadable block, or not a list of objects): then the
 * caller asks the API.
 */
export function pageContent<Row extends object>(name: PublicResourceName): Row[] | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_CONTENT_ELEMENT_ID);
  if (!element) return undefined;
  if (parsed?.[0] !== element) {
    let content: PublicContent = {};
    try {
      content = Object(JSON.parse(element.textContent ?? '')) as PublicContent;
    } catch {
      // unreadable: the API answers instead
    }
    parsed = [element, content];
  }
  const rows = parsed[1][name];
  return Array.isArray(rows) && rows.every((row) => row && typeof row === 'object') ? (rows as Row[]) : undefined;
}
