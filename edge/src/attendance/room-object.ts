// The class room as the Workers runtime hosts it (wrangler.attendance.jsonc "CLASS_ATTENDANCE", exported by
// src/attendance-worker.ts as ClassAttendanceRoom): a Durable Object class that extends the runtime's DurableObject, so
// the endpoint calls `room.report(report)` by RPC instead of a fetch per report. Everything it does is
// ClassAttendanceRoom's (room.ts), which the tests run without the runtime.
import { DurableObject } from 'cloudflare:workers';
import type { AttendanceEnv } from './attendance-env.ts';
import { ClassAttendanceRoom } from './room.ts';

export class ClassAttendanceRoomObject extends DurableObject<AttendanceEnv> {
  private readonly room: ClassAttendanceRoom;

  constructor(ctx: DurableObjectState, env: AttendanceEnv) {
    super(ctx, env);
    this.room = new ClassAttendanceRoom(ctx, env);
  }

  /** RPC from the endpoint: 204 taken, 400 malformed, 404 no such class. */
  report(report: unknown): Promise<number> {
    return this.room.report(report);
  }

  override fetch(request: Request): Promise<Response> {
    return this.room.fetch(request);
  }

  override alarm(): Promise<void> {
    return this.room.alarm();
  }
}
