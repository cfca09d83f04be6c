// What the attendance Worker (src/attendance-worker.ts, wrangler.attendance.jsonc) gets from its environment: the class
// rooms' Durable Object namespace and the ATTENDANCE_* vars (the generated `AttendanceWorkerEnv`,
// src/attendance-worker-configuration.d.ts), and what its configuration cannot declare: the API it writes to (given at
// deploy) and its secret (a Worker secret of that worker only, `wrangler secret put ATTENDANCE_SECRET -c
// wrangler.attendance.jsonc`). The vars' meaning: README "Class attendance".

/** What wrangler.attendance.jsonc cannot declare. */
export interface AttendanceSecrets {
  /** The Supabase project (the class's facts are read with the anon key, as a browser would). Given at deploy. */
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** The database secret of public.record_class_attendance (only its SHA-256 is in the database); unset: nothing is
   * written and the rooms keep their figures. */
  ATTENDANCE_SECRET?: string;
}

/** The attendance Worker's environment. */
export type AttendanceEnv = AttendanceWorkerEnv & AttendanceSecrets;

/** What a room reads: the database, its secret, and the timing vars (optional: their defaults are the code's, room.ts,
 * for a runtime that does not set them). */
export type RoomEnv = Pick<AttendanceEnv, 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'ATTENDANCE_SECRET'> &
  Partial<
    Pick<
      AttendanceEnv,
      | 'ATTENDANCE_ALARM_SECONDS'
      | 'ATTENDANCE_FLUSH_SECONDS'
      | 'ATTENDANCE_IDLE_SECONDS'
      | 'ATTENDANCE_SLACK_SECONDS'
      | 'ATTENDANCE_MAX_VIEWERS'
      | 'ATTENDANCE_SNAPSHOT_SECONDS'
    >
  >;
