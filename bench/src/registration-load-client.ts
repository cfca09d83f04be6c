// The load generator of the registration load test, in its own Node process (registration-load.ts): steady arrivals
// (open loop) at a fixed rate for a fixed time, each request sent at its scheduled moment whether or not the earlier
// ones have been answered, from many client addresses (127.0.0.2 ... as each connection's local address: the
// gateway sees each as its own client, so the per-address abuse limit sees a crowd, not one address). A request's
// latency counts from its scheduled moment (a late send is the server's delay too: no coordinated omission).
//   node bench/src/registration-load-client.ts   (reads its options as JSON on stdin, writes its result on stdout)
import { connect, type Socket } from 'node:net';

interface ClientOptions {
  supabaseUrl: string;
  anonKey: string;
  runId: string;
  ratePerSecond: number;
  seconds: number;
  /** Source addresses 127.0.0.<first> ... 127.0.0.<first + count - 1>. */
  addresses: { first: number; count: number };
  timeoutMs: number;
}

export interface LoadClientResult {
  sent: number;
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
  firstError?: string;
  /** Milliseconds the sends lagged behind their schedule at most (the generator's own limit). */
  maxSendLagMs: number;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

/**
 * A keep-alive HTTP/1.1 connection of the generator: one request at a time, the request written as prepared bytes and
 * the answer read just far enough to know its status and its end (Content-Length or chunked). Node's http client
 * costs much more CPU per request, on the same two cores as the server it measures (docs/performance.md, "The
 * generator costs less"); this is what wrk or autocannon do too. The requests on the wire are the same.
 */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; text: string } | Error) => void) | null = null;
  closed = false;
  private readonly socket: Socket;
  private readonly onIdle: (connection: Connection) => void;

  constructor(socket: Socket, onIdle: (connection: Connection) => void) {
    this.socket = socket;
    this.onIdle = onIdle;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.read();
    });
    const fail = (error: Error) => {
      this.closed = true;
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed before the answer')));
  }

  send(head: string, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.socket.destroy();
        done(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (answer: { status: number; text: string } | Error) => {
        clearTimeout(timer);
        if (answer instanceof Error) reject(answer);
        else resolve(answer);
      };
      this.waiting = done;
      this.socket.write(head + body);
    });
  }

  private read(): void {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0 || !this.waiting) return;
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let text: string;
    let rest: Buffer;
    if (length) {
      const end = headEnd + 4 + Number(length[1]);
      if (this.buffer.length < end) return;
      text = this.buffer.subarray(headEnd + 4, end).toString('utf8');
      rest = this.buffer.subarray(end);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = headEnd + 4;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          at = lineEnd + 4;
          break;
        }
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      text = Buffer.concat(parts).toString('utf8');
      rest = this.buffer.subarray(at);
    } else {
      text = '';
      rest = this.buffer.subarray(headEnd + 4);
    }
    this.buffer = rest;
    const waiting = this.waiting;
    this.waiting = null;
    waiting({ status, text });
    if (/\r\nconnection: *close/i.test(head)) this.socket.end();
    else if (!this.closed) this.onIdle(this);
  }
}

/** Kept-alive connections from one source address: an idle one is reused, a new one opened when all are busy. */
class AddressPool {
  private readonly idle: Connection[] = [];
  private readonly all = new Set<Socket>();
  private readonly url: URL;
  private readonly localAddress: string;

  constructor(url: URL, localAddress: string) {
    this.url = url;
    this.localAddress = localAddress;
  }

  async post(head: string, body: string, timeoutMs: number): Promise<{ status: number; text: string }> {
    let connection = this.idle.pop();
    while (connection?.closed) connection = this.idle.pop();
    connection ??= await this.open();
    return connection.send(head, body, timeoutMs);
  }

  private open(): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.url.hostname, port: Number(this.url.port), localAddress: this.localAddress });
      this.all.add(socket);
      socket.on('close', () => this.all.delete(socket));
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new Connection(socket, (c) => this.idle.push(c)));
      });
    });
  }

  close(): void {
    for (const socket of this.all) socket.destroy();
  }
}

function requestHead(method: string, url: URL, headers: Record<string, string>, body: string): string {
  const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

async function run(options: ClientOptions): Promise<LoadClientResult> {
  const url = new URL(`${options.supabaseUrl}/rest/v1/rpc/register_lead`);
  const pools = Array.from(
    { length: options.addresses.count },
    (_, i) => new AddressPool(url, `127.0.0.${options.addresses.first + i}`),
  );
  const headers = {
    apikey: options.anonKey,
    Authorization: `Bearer ${options.anonKey}`,
    'Content-Type': 'application/json',
    'User-Agent': 'funil-bench',
  };
  // One request per address before the clock starts: connections open, Node's HTTP client compiled.
  await Promise.all(
    pools.map((pool) =>
      pool
        .post(requestHead('GET', new URL(`${options.supabaseUrl}/auth/v1/health`), {}, ''), '', options.timeoutMs)
        .catch(() => null),
    ),
  );
  const total = Math.round(options.ratePerSecond * options.seconds);
  const interval = 1000 / options.ratePerSecond;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let firstError: string | undefined;
  let maxSendLagMs = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        const i = next;
        next += 1;
        const scheduled = started + i * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - scheduled);
        const body = JSON.stringify({
          p_name: `Pessoa Carga ${i}`,
          p_email: `load-${options.runId}-${i}@bench.local`,
          p_whatsapp: `55119${String(10_000_000 + i).slice(-8)}`,
          p_programming_experience: i % 2 === 0 ? 'already_programmed' : 'want_to_learn',
          p_utm: { utm_source: 'bench', utm_medium: 'load', utm_campaign: options.runId },
        });
        pending.push(
          pools[i % pools.length]!.post(requestHead('POST', url, headers, body), body, options.timeoutMs).then(
            ({ status, text }) => {
              latencies.push(performance.now() - scheduled);
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status < 200 || status >= 300) {
                errors += 1;
                firstError ??= `HTTP ${status}: ${text.slice(0, 200)}`;
              }
            },
            (error: unknown) => {
              latencies.push(performance.now() - scheduled);
              errors += 1;
              statuses.network = (statuses.network ?? 0) + 1;
              firstError ??= String(error);
            },
          ),
        );
      }
      if (next >= total) return resolve();
      // Sleep until the next send is due (a busy loop would take a core from the server on a 2-core machine).
      setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  for (const pool of pools) pool.close();
  return { sent: total, latencies, errors, statuses, maxSendLagMs, ...(firstError ? { firstError } : {}) };
}

const options = JSON.parse(await readStdin()) as ClientOptions;
process.stdout.write(JSON.stringify(await run(options)));
