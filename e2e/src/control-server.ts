// The e2e run's test-only control server (loopback, free port), started by the global setup, which owns the site and
// the catcher (the tests run in other processes):
//   POST /scheduled      one Cron Trigger invocation of the sender worker (a drain), answered when it is over;
//   POST /scheduled/background  the same, answered at once (the drain goes on while the test registers visitors);
//   POST /mailbox/stop   the catcher goes away (an SMTP outage); POST /mailbox/start: it is back on the same ports.
// Nothing of this is in the site or the worker: production's crons come from Cloudflare.
import { createServer, type Server } from 'node:http';
import type { MailCatcher } from '@funil/local-supabase/mail-catcher';

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

export async function startControlServer(options: {
  port: number;
  runScheduled: () => Promise<void>;
  catcher: MailCatcher;
}): Promise<ControlServer> {
  const actions: Record<string, () => Promise<void>> = {
    '/scheduled': options.runScheduled,
    '/scheduled/background': async () => {
      void options.runScheduled().catch((error: unknown) => console.error(`[control] ${(error as Error).message}`));
    },
    '/mailbox/stop': () => options.catcher.stop(),
    '/mailbox/start': () => options.catcher.start(),
  };
  const server: Server = createServer((request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end((error as Error).message),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
