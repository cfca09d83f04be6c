// POST /aula/presenca, on the attendance worker (src/attendance-worker.ts): the class page's progress report
// (data-client/src/public/attendance-report.ts), checked and handed to the class's Durable Object (room.ts, called by
// RPC: room-object.ts). Answers 204 (nothing to read: the answer is the same for a lead's token, a forged one or none),
// 400 for a malformed report, 413 for a large body, 503 / 502 when it could not be counted; the worker writes the
// answer with its headers. The body holds the token: it is never logged, and no cache sees a POST.
//
// About 670 reports a second reach one isolate on a class night: each report allocates as few runtime objects as it
// can (no stream reader, no URL, one DurableObjectId per class for the isolate's life). Their finalisation is the
// runtime's garbage collector's work on the request thread: docs/performance.md, "Attendance".
import { ATTENDANCE_REPORT_PATH, parseAttendanceReport } from '@funil/data-client/public/attendance-report';
import type { AttendanceEnv } from './attendance-env.ts';
import { readCapped } from '../read-capped.ts';

export { ATTENDANCE_REPORT_PATH };

const MAX_BODY_BYTES = 1024;

/** The answer's status: 204 taken (or no such class), 400 malformed, 413 too large, 503 / 502 not counted. */
export type ReportStatus = 204 | 400 | 413 | 502 | 503;

type Namespace = AttendanceEnv['CLASS_ATTENDANCE'];
/** The rooms' ids by class (idFromName hashes the name on every call; an id is the same for the isolate's life). A
 * launch has a handful of classes: past ROOM_IDS_KEPT, the map starts over. */
const ROOM_IDS_KEPT = 64;
const roomIds = new WeakMap<Namespace, Map<number, DurableObjectId>>();

function roomId(namespace: Namespace, classId: number): DurableObjectId {
  let ids = roomIds.get(namespace);
  if (!ids) roomIds.set(namespace, (ids = new Map()));
  let id = ids.get(classId);
  if (!id) {
    if (ids.size >= ROOM_IDS_KEPT) ids.clear();
    id = namespace.idFromName(`class:${classId}`);
    ids.set(classId, id);
  }
  return id;
}

/** The request's path, without a URL object per report (the runtime's request.url is already parsed and normalised). */
export function requestPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = Math.min(query < 0 ? url.length : query, hash < 0 ? url.length : hash);
  return url.slice(start, end);
}

export async function handleAttendanceReport(
  request: Request,
  env: Pick<AttendanceEnv, 'CLASS_ATTENDANCE'>,
): Promise<ReportStatus> {
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return 413;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // malformed: 400 below
  }
  const report = parseAttendanceReport(body);
  if (!report) return 400;
  if (!env.CLASS_ATTENDANCE) return 503;
  const room = env.CLASS_ATTENDANCE.get(roomId(env.CLASS_ATTENDANCE, report.aula));
  // An RPC call (room-object.ts), not a fetch: no Request, JSON text and Response to build and parse per report.
  const status = await room.report(report).catch(() => 502);
  // 404: no such class (the page shows "Aula não encontrada"; nothing to count). 503: the class's facts could not be
  // read (the page keeps the seconds for its next report); 502: the room failed.
  return status === 204 || status === 404 ? 204 : status === 503 ? 503 : 502;
}
