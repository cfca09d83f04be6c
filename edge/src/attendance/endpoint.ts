// POST /aula/presenca, on the attendance worker (src/attendance-worker.ts): the class page's progress report
// (data-client/src/public/attendance-report.ts), checked and handed to the class's Durable Object (room.ts, called by
// RPC: room-object.ts). Answers 204 (nothing to read: the answer is the same for a lead's token, a forged one or none),
// 400 for a malformed report, 413 for a large body, 503 / 502 when it could not be counted. The body holds the token: it is never logged, and no cache sees a
// POST.
import { ATTENDANCE_REPORT_PATH, parseAttendanceReport } from '@funil/data-client/public/attendance-report';
import type { AttendanceEnv } from './attendance-env.ts';
import { readCapped } from '../read-capped.ts';

export { ATTENDANCE_REPORT_PATH };

const MAX_BODY_BYTES = 1024;
const NO_STORE = { 'Cache-Control': 'no-store' };

export async function handleAttendanceReport(
  request: Request,
  env: Pick<AttendanceEnv, 'CLASS_ATTENDANCE'>,
): Promise<Response> {
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return new Response(null, { status: 413, headers: NO_STORE });
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // malformed: 400 below
  }
  const report = parseAttendanceReport(body);
  if (!report) return new Response(null, { status: 400, headers: NO_STORE });
  if (!env.CLASS_ATTENDANCE) return new Response(null, { status: 503, headers: NO_STORE });
  const room = env.CLASS_ATTENDANCE.get(env.CLASS_ATTENDANCE.idFromName(`class:${report.aula}`));
  // An RPC call (room-object.ts), not a fetch: no Request, JSON text and Response to build and parse per report.
  const status = await room.report(report).catch(() => 502);
  // 404: no such class (the page shows "Aula não encontrada"; nothing to count). 503: the class's facts could not be
  // read (the page keeps the seconds for its next report); 502: the room failed.
  const answer = status === 204 || status === 404 ? 204 : status === 503 ? 503 : 502;
  return new Response(null, { status: answer, headers: NO_STORE });
}
