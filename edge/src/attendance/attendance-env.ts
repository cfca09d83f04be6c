// What the attendance endpoint and the class rooms read from the site Worker's environment: the class rooms' Durable
// Object namespace and the ATTENDANCE_* vars (wrangler.jsonc, generated Env), the secret (a Worker secret,
// `wrangler secret put ATTENDANCE_SECRET`). The vars' meaning: README "Class attendance".
import type { EdgeEnv } from '../env.ts';

/** What a room reads: the database, its secret, and the timing vars (optional: their defaults are the code's, room.ts,
 * for a runtime that does not set them). */
export type RoomEnv = Pick<EdgeEnv, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'ATTENDANCE_SECRET'> &
  Partial<
    Pick<
      EdgeEnv,
      | 'ATTENDANCE_ALARM_SECONDS'
      | 'ATTENDANCE_FLUSH_SECONDS'
      | 'ATTENDANCE_IDLE_SECONDS'
      | 'ATTENDANCE_SLACK_SECONDS'
      | 'ATTENDANCE_MAX_VIEWERS'
    >
  >;

/** What the endpoint reads besides: one Durable Object per class (room-object.ts). */
export type AttendanceEnv = RoomEnv & Pick<EdgeEnv, 'CLASS_ATTENDANCE'>;
