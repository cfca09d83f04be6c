// The live classes' attendance Worker (wrangler.attendance.jsonc "main"): POST /aula/presenca, the class page's progress
// reports, each handed to its class's Durable Object (src/attendance/). Cloudflare routes only that path here; anything
// else that reaches it is not found. Apart from the site's worker: a class night's reports (about 670 a second at
// 20,000 viewers) never share an isolate with the page views, and the site's worker holds no attendance secret.
import { handleAttendanceReport, ATTENDANCE_REPORT_PATH, requestPath } from './attendance/endpoint.ts';
import type { AttendanceEnv } from './attendance/attendance-env.ts';
import { baseSecurityHeaders } from './security-headers.ts';

export { ClassAttendanceRoomObject as ClassAttendanceRoom } from './attendance/room-object.ts';

/** Every answer's headers, made once per environment (not copied and rewritten per report). */
const answerHeaders = new Map<boolean, Record<string, string>>();
function headersFor(production: boolean): Record<string, string> {
  let headers = answerHeaders.get(production);
  if (!headers)
    answerHeaders.set(production, (headers = { ...baseSecurityHeaders(production), 'Cache-Control': 'no-store' }));
  return headers;
}

export default {
  async fetch(request: Request, env: AttendanceEnv): Promise<Response> {
    const headers = headersFor(env.ENVIRONMENT === 'production');
    if (requestPath(request.url) !== ATTENDANCE_REPORT_PATH) return new Response('Not found', { status: 404, headers });
    if (request.method !== 'POST')
      return new Response('Method not allowed', { status: 405, headers: { ...headers, Allow: 'POST' } });
    return new Response(null, { status: await handleAttendanceReport(request, env), headers });
  },
};
