// Users for the local auth endpoint: a row in auth.users with a bcrypt hash (what GoTrue stores), and for staff
// a row in private.staff (created by the project's migrations; membership is never decided by user metadata).
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { LocalSupabaseError } from './errors.ts';

export interface NewUser {
  email: string;
  password: string;
  staff: boolean;
}

/**
 * Creates the user, or resets the password of the existing one (idempotent), and sets staff membership.
 * Returns the user's id.
 */
export async function addUser(databaseUrl: string, user: NewUser): Promise<string> {
  const email = user.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new LocalSupabaseError(`Not an e-mail address: "${user.email}"`);
  if (user.password.length < 6) throw new LocalSupabaseError('The password needs at least 6 characters.');
  const hash = await bcrypt.hash(user.password, 10);

  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values ($1, $2, now())
       on conflict (email) do update set encrypted_password = excluded.encrypted_password, updated_at = now()
       returning id`,
      [email, hash],
    );
    const id = rows[0]!.id;
    const staffTable = await client.query<{ exists: boolean }>(
      `select to_regclass('private.staff') is not null as exists`,
    );
    if (!staffTable.rows[0]?.exists) {
      if (user.staff) {
        throw new LocalSupabaseError(
          'private.staff does not exist: the migrations that create it have not been applied.',
        );
      }
    } else if (user.staff) {
      await client.query('insert into private.staff (user_id) values ($1) on conflict do nothing', [id]);
    } else {
      await client.query('delete from private.staff where user_id = $1', [id]);
    }
    await client.query('commit');
    return id;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
