// SMTP submission over a TCP socket (Cloudflare's `connect()` from cloudflare:sockets in the worker; any object of the
// same shape in tests): greeting, EHLO, STARTTLS or implicit TLS, AUTH PLAIN / LOGIN, then MAIL / RCPT / DATA per
// message on one session, RSET after a refused message, QUIT at the end.
//
// Why not a library: worker-mailer 1.2.1 (the one that runs on workerd) never returns when the server closes the
// connection mid-session (its reader loops on a finished stream, the event loop starves, the timeout never fires),
// and at its default log level it logs the server's replies, which name the recipient. Here every reply is read with
// a timeout, a closed connection is an error, and nothing is logged.
//
// Errors are SmtpError: `temporary` (4xx, connection refused / closed / timed out: retry later) or not (5xx for this
// message: bad address, rejected). `reply` has addresses replaced by <endereço> (it goes to the outbox's last_error).

export interface SocketLike {
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<Uint8Array>;
  readonly opened: Promise<unknown>;
  close(): Promise<void>;
  startTls(): SocketLike;
}

export type ConnectSocket = (
  address: { hostname: string; port: number },
  options: { secureTransport: 'on' | 'off' | 'starttls'; allowHalfOpen: boolean },
) => SocketLike;

export type SmtpSecurity = 'tls' | 'starttls' | 'none';

export interface SmtpConfig {
  host: string;
  port: number;
  /** tls: implicit TLS (465); starttls: upgrade after EHLO, required (587); none: plain (local catcher only). */
  security: SmtpSecurity;
  username?: string;
  password?: string;
  /** The EHLO name: the sender's domain (required: a bare `localhost` is what spam filters look for). */
  heloName?: string;
  /** Per reply (default 30 s). */
  timeoutMs?: number;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
    /** The SMTP reply code, null for network errors. */
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/**
 * The provider refused the sender itself (credentials missing or wrong, the sender address not allowed): nothing will
 * go out until the configuration is mended, so no message may be failed for it.
 */
export class SmtpConfigError extends SmtpError {
  constructor(message: string, code: number | null) {
    super(message, true, code);
    this.name = 'SmtpConfigError';
  }
}

/** A reply that blames the sender's configuration: authentication required / refused, or "access denied". */
export function isConfigFault(code: number, text: string, stage: string): boolean {
  if (code === 530 || code === 534 || code === 535 || code === 538) return true;
  if (code >= 500 && /access denied|authenticat/i.test(text)) return true;
  // The envelope sender is ours: a permanent refusal of it is our configuration, not the recipient's.
  return code >= 500 && (stage === 'MAIL FROM' || stage === 'AUTH');
}

const ADDRESS = /[^\s<>"'()@]+@[^\s<>"'()@]+/g;

/** The server's reply without addresses, on one line, at most 300 characters. */
export function cleanReply(reply: string): string {
  return reply.replace(ADDRESS, '<endereço>').replace(/\s+/g, ' ').trim().slice(0, 300);
}

interface Reply {
  code: number;
  text: string;
}

const encoder = new TextEncoder();

/**
 * The provider's own id of an accepted message, from the reply to the end of DATA: Amazon SES `250 Ok <id>` (SES
 * replaces our Message-ID; this id is what its bounce and complaint notifications name), Postfix `250 2.0.0 Ok: queued
 * as <id>`. Null when the reply names none.
 */
export function providerMessageId(reply: string): string | null {
  const queued = /queued as\s+([\w.-]+)/i.exec(reply);
  if (queued) return queued[1]!;
  const ok = /^250[ -](?:\d\.\d\.\d+\s+)?Ok:?\s+([\w.-]{8,})\s*$/i.exec(reply.trim());
  return ok ? ok[1]! : null;
}

/** Dot-stuffing (RFC 5321 4.5.2) and the terminating line. */
export function dataPayload(message: string): string {
  const crlf = message.replace(/\r?\n/g, '\r\n');
  const stuffed = crlf.replace(/(^|\r\n)\./g, '$1..');
  return `${stuffed}${stuffed.endsWith('\r\n') ? '' : '\r\n'}.\r\n`;
}

export class SmtpSession {
  private socket: SocketLike;
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private writer: WritableStreamDefaultWriter<Uint8Array>;
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private broken = false;
  private capabilities = '';

  private constructor(
    private readonly connect: ConnectSocket,
    private readonly config: SmtpConfig,
  ) {
    this.socket = connect(
      { hostname: config.host, port: config.port },
      {
        secureTransport: config.security === 'tls' ? 'on' : config.security === 'starttls' ? 'starttls' : 'off',
        allowHalfOpen: false,
      },
    );
    this.reader = this.socket.readable.getReader();
    this.writer = this.socket.writable.getWriter();
  }

  /** Connects, greets, secures and authenticates; any failure is a temporary SmtpError (and the socket is closed). */
  static async open(connect: ConnectSocket, config: SmtpConfig): Promise<SmtpSession> {
    let session: SmtpSession;
    try {
      session = new SmtpSession(connect, config);
    } catch (error) {
      throw new SmtpError(`conexão recusada: ${cleanReply((error as Error).message)}`, true);
    }
    try {
      await session.withTimeout(session.socket.opened, 'conexão');
      await session.expect(await session.reply(), 220, 'saudação');
      await session.ehlo();
      if (config.security === 'starttls') {
        if (!/[ -]STARTTLS\b/i.test(session.capabilities)) throw new SmtpError('o servidor não oferece STARTTLS', true);
        await session.command('STARTTLS', 220);
        session.reader.releaseLock();
        session.writer.releaseLock();
        session.socket = session.socket.startTls();
        session.reader = session.socket.readable.getReader();
        session.writer = session.socket.writable.getWriter();
        // workerd reports a refused handshake (an untrusted or mismatched certificate) only as the next write failing
        // with a bare `write EBADF`: say what it is.
        try {
          await session.ehlo();
        } catch (error) {
          if (error instanceof SmtpError && error.code !== null) throw error;
          throw new SmtpError(
            `TLS recusado após STARTTLS (certificado não confiável, expirado ou de outro nome que ${config.host}?): ` +
              cleanReply((error as Error).message),
            true,
          );
        }
      }
      if (config.username) await session.auth(config.username, config.password ?? '');
      return session;
    } catch (error) {
      await session.close(false);
      if (error instanceof SmtpConfigError) throw error;
      if (error instanceof SmtpError) throw new SmtpError(error.message, true, error.code);
      throw new SmtpError(`conexão falhou: ${cleanReply((error as Error).message)}`, true);
    }
  }

  get usable(): boolean {
    return !this.broken;
  }

  private async withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.broken = true;
        reject(new SmtpError(`tempo esgotado (${what})`, true));
      }, this.config.timeoutMs ?? 30_000);
    });
    try {
      return await Promise.race([promise, timeout]);
    } catch (error) {
      this.broken = true;
      if (error instanceof SmtpError) throw error;
      throw new SmtpError(`conexão perdida (${what}): ${cleanReply((error as Error).message)}`, true);
    } finally {
      clearTimeout(timer);
    }
  }

  private async readLine(): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf('\n');
      if (end >= 0) {
        const line = this.buffer.slice(0, end).replace(/\r$/, '');
        this.buffer = this.buffer.slice(end + 1);
        return line;
      }
      const { value, done } = await this.reader.read();
      if (done) {
        this.broken = true;
        throw new SmtpError('o servidor fechou a conexão', true);
      }
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** One reply (multi-line replies joined), with the timeout. */
  private async reply(): Promise<Reply> {
    return this.withTimeout(
      (async () => {
        const lines: string[] = [];
        for (;;) {
          const line = await this.readLine();
          lines.push(line);
          const match = /^(\d{3})([ -])/.exec(line);
          if (!match) {
            if (/^\d{3}$/.test(line)) return { code: Number(line), text: lines.join('\n') };
            continue;
          }
          if (match[2] === ' ') return { code: Number(match[1]), text: lines.join('\n') };
        }
      })(),
      'resposta',
    );
  }

  private async write(text: string): Promise<void> {
    await this.withTimeout(this.writer.write(encoder.encode(text)), 'envio');
  }

  private expect(reply: Reply, expected: number, what: string): Reply {
    const ok = expected < 10 ? Math.floor(reply.code / 100) === expected : reply.code === expected;
    if (ok) return reply;
    if (isConfigFault(reply.code, reply.text, what))
      throw new SmtpConfigError(`${what}: ${cleanReply(reply.text)}`, reply.code);
    throw new SmtpError(`${what}: ${cleanReply(reply.text)}`, reply.code < 500, reply.code);
  }

  private async command(line: string, expected: number, what = line.split(' ')[0]!): Promise<Reply> {
    await this.write(`${line}\r\n`);
    return this.expect(await this.reply(), expected, what);
  }

  private async ehlo(): Promise<void> {
    const name = this.config.heloName;
    if (!name) throw new SmtpConfigError('EHLO sem o domínio do remetente (heloName)', null);
    const reply = await this.command(`EHLO ${name}`, 2, 'EHLO');
    this.capabilities = reply.text;
  }

  private async auth(username: string, password: string): Promise<void> {
    if (/[ -]AUTH\b[^\n]*\bPLAIN\b/i.test(this.capabilities)) {
      await this.command(`AUTH PLAIN ${btoa(`\u0000${username}\u0000${password}`)}`, 235, 'AUTH');
      return;
    }
    await this.command('AUTH LOGIN', 334, 'AUTH');
    await this.command(btoa(username), 334, 'AUTH');
    await this.command(btoa(password), 235, 'AUTH');
  }

  /**
   * One message. A refusal of this message (4xx temporary, 5xx permanent) resets the session for the next one; a
   * broken connection makes the session unusable (open a new one).
   */
  async send(from: string, to: string, message: string): Promise<string | null> {
    if (this.broken) throw new SmtpError('conexão perdida', true);
    try {
      await this.command(`MAIL FROM:<${from}>`, 2, 'MAIL FROM');
      await this.command(`RCPT TO:<${to}>`, 2, 'RCPT TO');
      await this.command('DATA', 354, 'DATA');
      await this.write(dataPayload(message));
      return providerMessageId(this.expect(await this.reply(), 2, 'mensagem').text);
    } catch (error) {
      if (!this.broken) {
        try {
          await this.command('RSET', 2, 'RSET');
        } catch {
          this.broken = true;
        }
      }
      throw error instanceof SmtpError ? error : new SmtpError(cleanReply(String(error)), true);
    }
  }

  /** QUIT (when asked and possible), then the socket is closed. Never throws. */
  async close(quit = true): Promise<void> {
    if (quit && !this.broken) {
      try {
        await this.write('QUIT\r\n');
        await this.reply();
      } catch {
        // closing anyway
      }
    }
    this.broken = true;
    try {
      this.reader.releaseLock();
      this.writer.releaseLock();
    } catch {
      // already released
    }
    await this.socket.close().catch(() => undefined);
  }
}
