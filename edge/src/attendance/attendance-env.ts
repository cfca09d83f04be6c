// What the attendance endpoint and the class rooms read from the worker's environment (wrangler.jsonc; the secret is
// a Worker secret, `wrangler secret put ATTENDANCE_SECRET`).
/** The class rooms' namespace as the endpoint uses it: `report` is the room's RPC method (room-object.ts). */
export interface ClassRoomNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { report(report: unknown): Promise<number> };
}

export interface AttendanceEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** One Durable Object per class (room.ts). */
  CLASS_ATTENDANCE?: ClassRoomNamespace;
  /** The database secret of public.record_class_attendance (only its SHA-256 is in the database). */
  ATTENDANCE_SECRET?: string;
  /** Seconds between a room's writes (default 60: staff see the audience within a minute). */
  ATTENDANCE_ALARM_SECONDS?: string;
  /** Each lead row is written at most once per this many seconds (default 300). */
  ATTENDANCE_FLUSH_SECONDS?: string;
  /** A viewer silent this long is written at once (default 90). */
  ATTENDANCE_IDLE_SECONDS?: string;
  /** Seconds a report may claim beyond the edge's clock (default 5). */
  ATTENDANCE_SLACK_SECONDS?: string;
}
