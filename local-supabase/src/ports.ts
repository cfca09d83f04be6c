import { createServer } from 'node:net';
import { LocalSupabaseError } from './errors.ts';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws a clear error naming the first taken port and what it was for. */
export async function assertPortsFree(ports: { port: number; what: string }[], hint: string): Promise<void> {
  for (const { port, what } of ports) {
    if (!(await isPortFree(port))) {
      throw new LocalSupabaseError(`Port ${port} (${what}) is already in use on 127.0.0.1. ${hint}`);
    }
  }
}

/**
 * A base port whose next `count - 1` ports are free too, picked at random in 20000-59999 so parallel runs and
 * `npm start` (54321..54326 with the mailbox, 4173..4179) coexist.
 */
export async function findFreePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = 20000 + Math.floor(Math.random() * 40000);
    let free = true;
    for (let offset = 0; offset < count && free; offset++) free = await isPortFree(base + offset);
    if (free) return base;
  }
  throw new LocalSupabaseError(`No block of ${count} free ports found on 127.0.0.1.`);
}
