// The live classes' attendance Worker (wrangler.attendance.jsonc "main"): POST /aula/presenca, the class page's progress
// reports, each handed to its class's Durable Object (src/attendance/). Cloudflare routes only that path here; anything
// else that reaches it is not found. Apart from the site's worker: a class night's reports (about 670 a second at
// 20,000 viewers) never share an isolate with the page views, and the site's worker holds no attendance secret.
import { handleAttendanceReport, ATTENDANCE_REPORT_PATH } from './attendance/endpoint.ts';
import type { AttendanceEnv } from './attendance/attendance-env.ts';
import { baseSecurityHeaders } from './security-headers.ts';

export { ClassAttendanceRoomObject as ClassAttendanceRoom } from './attendance/room-object.ts';

export default {
  async fetch(request: Request, env: AttendanceEnv): Promise<Response> {
    const production = env.ENVIRONMENT === 'production';
    const response =
      new URL(request.url).pathname !== ATTENDANCE_REPORT_PATH
        ? new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
        : request.method !== 'POST'
          ? new Response('Method not allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
          : await handleAttendanceReport(request, env);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(baseSecurityHeaders(production))) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  },
};
