// The class attendance's database secret locally (ATTENDANCE_SECRET of the edge worker; public.record_class_attendance
// checks it, only its SHA-256 is in the database). A new one on every start: nothing outside the running site needs
// it. In production it is a Worker secret (`wrangler secret put ATTENDANCE_SECRET`) and its digest is stored once with
// public.set_attendance_secret (edge/README.md, "Class attendance").
import { randomBytes } from 'node:crypto';

/** A new secret, stored (its digest) with the service-role key; the worker's vars to give it. */
export async function applyNewAttendanceSecret(
  supabaseUrl: string,
  serviceRoleKey: string,
): Promise<{ ATTENDANCE_SECRET: string }> {
  const secret = randomBytes(32).toString('base64url');
  const response = await fetch(new URL('/rest/v1/rpc/set_attendance_secret', supabaseUrl), {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_secret: secret }),
  });
  if (!response.ok) throw new Error(`set_attendance_secret: ${response.status} ${await response.text()}`);
  return { ATTENDANCE_SECRET: secret };
}
