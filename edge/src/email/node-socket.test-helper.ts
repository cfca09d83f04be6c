// cloudflare:sockets' connect() for tests in Node: the same SocketLike shape over node:net (plain TCP only, which is
// what the local catcher speaks). The sender worker itself uses the runtime's module (src/email/delivery.ts).
import net from 'node:net';
import { Duplex } from 'node:stream';
import type { ConnectSocket, SocketLike } from './smtp-client.ts';

export const nodeConnect: ConnectSocket = ({ hostname, port }, { secureTransport }) => {
  if (secureTransport !== 'off') throw new Error('tests connect without TLS');
  const socket = net.connect({ host: hostname, port });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  opened.catch(() => undefined);
  const web = Duplex.toWeb(socket) as unknown as {
    readable: ReadableStream<Uint8Array>;
    writable: WritableStream<Uint8Array>;
  };
  const result: SocketLike = {
    readable: web.readable,
    writable: web.writable,
    opened,
    close: async () => {
      socket.destroy();
    },
    startTls: () => {
      throw new Error('tests connect without TLS');
    },
  };
  return result;
};
