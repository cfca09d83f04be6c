// The one function of the Workers runtime's TCP sockets module the SMTP client uses (the runtime provides the module;
// this package does not use @cloudflare/workers-types).
declare module 'cloudflare:sockets' {
  import type { ConnectSocket } from './smtp-client.ts';
  export const connect: ConnectSocket;
}
