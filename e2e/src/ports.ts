import { createServer } from 'node:net';

function isFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A base port whose next `count - 1` ports are free too (the site needs PORT..PORT+4, local Supabase needs 4),
 * picked at random in 20000-59999 so several e2e runs and `npm start` (4173, 54321) coexist.
 */
export async function findFreePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = 20000 + Math.floor(Math.random() * 40000);
    let free = true;
    for (let offset = 0; offset < count && free; offset++) free = await isFree(base + offset);
    if (free) return base;
  }
  throw new Error(`no block of ${count} free ports found`);
}
