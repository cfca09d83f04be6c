import pg from 'pg';

/** A pg Pool on the throwaway database (superuser): assert stored rows, prepare data, clean up. */
export function createDbPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max: 2 });
}
