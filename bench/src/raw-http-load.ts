// A lean HTTP/1.1 load generator for the bench's open-loop parts: kept-alive TCP connections, one request in flight on
// each, requests written as prepared bytes and answers read by their status line and length only. Node's http client
// spends about half a millisecond of CPU per request on this machine (headers objects, parser, agent bookkeeping): at
// 667 reports a second that is a third of a core taken from the server it measures on the same two cores. This client
// costs a small fraction of that (the bench reports its own CPU beside the figures).
import net from 'node:net';

interface Pending {
  bytes: Buffer;
  resolve: (status: number) => void;
  /** Sent again once already (see `resent`). */
  resent?: boolean;
}

interface Connection {
  socket: net.Socket;
  busy: Pending | null;
  buffer: Buffer;
  /** Answers read on this connection: more than 0 makes it a reused one. */
  answered: number;
}

/** Where a complete answer ends in `buffer` and its status, or null while incomplete. */
export function parseAnswer(buffer: Buffer): { status: number; end: number } | null {
  const headerEnd = buffer.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const bodyStart = headerEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, end } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buffer.indexOf('\r\n0\r\n\r\n', bodyStart - 2);
    return last < 0 ? null : { status, end: last + 7 };
  }
  // 204 / 304 and friends: no body.
  return { status, end: bodyStart };
}

export class RawHttpLoad {
  private readonly idle: Connection[] = [];
  private readonly queue: Pending[] = [];
  private readonly all: Connection[] = [];
  private readonly host: string;
  private readonly port: number;
  private readonly connections: number;
  /**
   * Requests sent a second time because the kept-alive connection they were written on closed before any byte of
   * their answer: what a browser does (Chromium resends a request, POST included, when a reused connection fails that
   * way: the server may close an idle connection as the request is written, and the request was never read).
   */
  resent = 0;

  constructor(url: string, connections = 64) {
    this.connections = connections;
    const parsed = new URL(url);
    this.host = parsed.hostname;
    this.port = Number(parsed.port);
  }

  /** `POST path` with a JSON body, as prepared bytes (built once per request by the caller's loop). */
  static post(path: string, host: string, body: string): Buffer {
    return Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }

  /** Sends; resolves with the answer's status (0: the connection failed). */
  send(bytes: Buffer): Promise<number> {
    return new Promise((resolve) => {
      const pending = { bytes, resolve };
      const connection = this.idle.pop() ?? (this.all.length < this.connections ? this.open() : null);
      if (connection) this.start(connection, pending);
      else this.queue.push(pending);
    });
  }

  close(): void {
    for (const connection of this.all) connection.socket.destroy();
  }

  private open(): Connection {
    const connection: Connection = {
      socket: net.connect({ host: this.host, port: this.port, noDelay: true }),
      busy: null,
      buffer: Buffer.alloc(0),
      answered: 0,
    };
    this.all.push(connection);
    connection.socket.on('data', (chunk: Buffer) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
      const answer = parseAnswer(connection.buffer);
      if (!answer || !connection.busy) return;
      connection.buffer = connection.buffer.subarray(answer.end);
      const done = connection.busy;
      connection.busy = null;
      connection.answered += 1;
      done.resolve(answer.status);
      this.next(connection);
    });
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      const index = this.all.indexOf(connection);
      if (index >= 0) this.all.splice(index, 1);
      const idleIndex = this.idle.indexOf(connection);
      if (idleIndex >= 0) this.idle.splice(idleIndex, 1);
      const lost = connection.busy;
      connection.busy = null;
      if (lost && !lost.resent && connection.answered > 0 && connection.buffer.length === 0) {
        lost.resent = true;
        this.resent += 1;
        this.start(this.open(), lost);
        return;
      }
      lost?.resolve(0);
      const waiting = this.queue.shift();
      if (waiting) this.start(this.open(), waiting);
    };
    connection.socket.on('error', fail);
    connection.socket.on('close', fail);
    return connection;
  }

  private start(connection: Connection, pending: Pending): void {
    connection.busy = pending;
    connection.socket.write(pending.bytes);
  }

  private next(connection: Connection): void {
    const waiting = this.queue.shift();
    if (waiting) this.start(connection, waiting);
    else this.idle.push(connection);
  }
}
