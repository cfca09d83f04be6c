// Serves the runtime files (/config.json, and for the shell /remotes.json) from `vite dev` and `vite preview`,
// so the shell and each remote also run alone with `pnpm --filter <pkg> dev|preview`. `npm start` does not use
// this: the edge worker (edge/) serves the same files from its bindings.
import type { Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { remotesMap } from './remotes.ts';

// The Supabase CLI's well-known local anon key (HS256 over the well-known local JWT secret, role anon):
// only meaningful against a local stack on loopback. Override with SUPABASE_URL / SUPABASE_ANON_KEY.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface RuntimeConfigPluginOptions {
  /** Serve /remotes.json too (the shell). */
  remotesJson: boolean;
  /** The shell's port; remotes are on the next four ports. */
  shellPort: number;
}

export function runtimeConfigPlugin({ remotesJson, shellPort }: RuntimeConfigPluginOptions): Plugin {
  const files: Record<string, () => unknown> = {
    '/config.json': () => ({
      supabaseUrl: process.env.SUPABASE_URL ?? `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`,
      supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    }),
  };
  if (remotesJson) {
    files['/remotes.json'] = () => remotesMap('127.0.0.1', shellPort);
  }
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const make = files[(req.url ?? '').split('?')[0] ?? ''];
    if (!make) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(JSON.stringify(make()));
  };
  return {
    name: 'funil-runtime-config',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
