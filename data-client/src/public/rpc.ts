import { fail, type MapErrorOptions } from '../errors';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { FunctionName } from '../db';
import { getPublicRest } from './rest';

/**
 * Calls a public RPC function as anon and returns its data; any error becomes a DataError (22023 -> the function's
 * Portuguese message as an 'invalid' error; anything else -> its kind), logged first.
 */
export async function callPublicRpc<T>(
  fn: FunctionName,
  args: Record<string, unknown>,
  context: string,
  options: MapErrorOptions = {},
): Promise<T> {
  // The function's name is checked against the schema; its arguments and answer are shaped by the caller (jsonb).
  const rest: PostgrestClient = await getPublicRest();
  let result;
  try {
    result = await rest.rpc(fn, args);
  } catch (error) {
    throw fail(context, error, options);
  }
  const { data, error, status } = result;
  if (error) throw fail(context, error, { ...options, status });
  return data as T;
}

/** A `returns table(...)` function answers an array; the first row, or null. */
export function firstRow<T>(data: unknown): T | null {
  if (Array.isArray(data)) return (data[0] as T | undefined) ?? null;
  if (data !== null && typeof data === 'object') return data as T;
  return null;
}
