// Row types of the database, from the generated `Database` type (src/database.types.ts, `npm run db:types`).
// data-client types what it reads with these instead of writing row shapes by hand.
import type { Database } from './database.types';

type PublicSchema = Database['public'];

/** A row of a table of `public`, as the database returns it. */
export type TableRow<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Row'];

/** A row of a view of `public` (PostgreSQL reports every view column as nullable). */
export type ViewRow<Name extends keyof PublicSchema['Views']> = PublicSchema['Views'][Name]['Row'];

/** The name of a function of `public` callable through PostgREST's /rpc. */
export type FunctionName = keyof PublicSchema['Functions'];

/** `'a, b, c'` from `['a', 'b', 'c']`: a select list whose columns postgrest-js can read, so the answer is typed. */
export type ColumnList<Names extends readonly string[]> = Names extends readonly [
  infer First extends string,
  ...infer Rest extends string[],
]
  ? Rest extends []
    ? First
    : `${First}, ${ColumnList<Rest>}`
  : string;

/** The select list of these columns (typed as the literal list). */
export function columnList<const Names extends readonly string[]>(names: Names): ColumnList<Names> {
  return names.join(', ') as ColumnList<Names>;
}
