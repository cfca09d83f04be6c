import { describe, expect, it } from 'vitest';
import { cleanReply, dataPayload, SmtpError, SmtpSession, type ConnectSocket, type SocketLike } from './smtp-client.ts';

type Responder = (line: string, state: { inData: boolean }) => string | null | 'close';

/** An SMTP server in memory: every line the client writes gets the responder's reply. */
function fakeServer(responder: Responder, greeting = '220 fake ESMTP\r\n') {
  const written: string[] = [];
  const connect: ConnectSocket = () => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const encoder = new TextEncoder();
    const readable = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
        controller.enqueue(encoder.encode(greeting));
      },
    });
    const state = { inData: false };
    let buffer = '';
    const writable = new WritableStream<Uint8Array>({
      write(chunk) {
        buffer += new TextDecoder().decode(chunk);
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          written.push(line);
          const reply = responder(line, state);
          if (reply === 'close') push.close();
          else if (reply !== null) push.enqueue(encoder.encode(reply));
        }
      },
    });
    const socket: SocketLike = {
      readable,
      writable,
      opened: Promise.resolve(),
      close: async () => undefined,
      startTls: () => socket,
    };
    return socket;
  };
  return { connect, written };
}

const okServer: Responder = (line, state) => {
  if (state.inData) {
    if (line === '.') {
      state.inData = false;
      return '250 2.0.0 queued\r\n';
    }
    return null;
  }
  if (line.startsWith('EHLO')) return '250-fake\r\n250-AUTH PLAIN LOGIN\r\n250 STARTTLS\r\n';
  if (line.startsWith('AUTH PLAIN')) return '235 ok\r\n';
  if (line === 'STARTTLS') return '220 ready\r\n';
  if (line === 'DATA') {
    state.inData = true;
    return '354 go\r\n';
  }
  if (line === 'QUIT') return '221 bye\r\n';
  return '250 ok\r\n';
};

const config = {
  host: 'smtp.test',
  port: 587,
  security: 'starttls' as const,
  username: 'u',
  password: 'p',
  timeoutMs: 500,
};

describe('SmtpSession', () => {
  it('greets, upgrades with STARTTLS, authenticates and sends a dot-stuffed message', async () => {
    const server = fakeServer(okServer);
    const session = await SmtpSession.open(server.connect, config);
    await session.send('from@site.test', 'to@example.com', 'Subject: x\r\n\r\n.leading dot\r\nend');
    await session.close();
    expect(server.written.filter((line) => line.startsWith('EHLO'))).toHaveLength(2);
    expect(server.written).toContain('STARTTLS');
    expect(server.written).toContain(`AUTH PLAIN ${btoa('\u0000u\u0000p')}`);
    expect(server.written).toContain('MAIL FROM:<from@site.test>');
    expect(server.written).toContain('RCPT TO:<to@example.com>');
    expect(server.written).toContain('..leading dot');
    expect(server.written.at(-1)).toBe('QUIT');
  });

  it('a 5xx for the recipient is permanent, without the address; the session goes on after RSET', async () => {
    const server = fakeServer((line, state) =>
      line.startsWith('RCPT TO:<bad')
        ? '550 5.1.1 <bad@example.com>: Recipient address rejected\r\n'
        : okServer(line, state),
    );
    const session = await SmtpSession.open(server.connect, { ...config, security: 'none' });
    const error = await session.send('f@site.test', 'bad@example.com', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmtpError);
    expect((error as SmtpError).temporary).toBe(false);
    expect((error as SmtpError).code).toBe(550);
    expect((error as SmtpError).message).not.toContain('bad@example.com');
    expect(server.written).toContain('RSET');
    await session.send('f@site.test', 'good@example.com', 'x');
    expect(session.usable).toBe(true);
  });

  it('a 4xx is temporary', async () => {
    const server = fakeServer((line, state) => (line === '.' ? '451 4.3.0 try later\r\n' : okServer(line, state)));
    const session = await SmtpSession.open(server.connect, { ...config, security: 'none' });
    await expect(session.send('f@site.test', 't@example.com', 'x')).rejects.toMatchObject({
      temporary: true,
      code: 451,
    });
  });

  it('a server that closes the connection mid-message is a temporary error, not a hang', async () => {
    const server = fakeServer((line, state) => (line === 'DATA' ? 'close' : okServer(line, state)));
    const session = await SmtpSession.open(server.connect, { ...config, security: 'none' });
    await expect(session.send('f@site.test', 't@example.com', 'x')).rejects.toMatchObject({ temporary: true });
    expect(session.usable).toBe(false);
  });

  it('a server that stops answering times out', async () => {
    const server = fakeServer((line, state) => (line.startsWith('MAIL') ? null : okServer(line, state)));
    const session = await SmtpSession.open(server.connect, { ...config, security: 'none', timeoutMs: 50 });
    await expect(session.send('f@site.test', 't@example.com', 'x')).rejects.toThrow(/tempo esgotado/);
  });

  it('a refused connection or failed authentication is temporary (configuration or outage, not the recipient)', async () => {
    const refused: ConnectSocket = () => {
      throw new Error('connection refused');
    };
    await expect(SmtpSession.open(refused, config)).rejects.toMatchObject({ temporary: true });
    const server = fakeServer((line, state) =>
      line.startsWith('AUTH') ? '535 5.7.8 bad credentials\r\n' : okServer(line, state),
    );
    await expect(SmtpSession.open(server.connect, config)).rejects.toMatchObject({ temporary: true, code: 535 });
  });

  it('requires STARTTLS when asked for it', async () => {
    const server = fakeServer((line, state) => (line.startsWith('EHLO') ? '250 fake\r\n' : okServer(line, state)));
    await expect(SmtpSession.open(server.connect, config)).rejects.toThrow(/STARTTLS/);
  });
});

describe('helpers', () => {
  it('dot-stuffs and terminates DATA', () => {
    expect(dataPayload('a\n.b\r\n..c')).toBe('a\r\n..b\r\n...c\r\n.\r\n');
  });
  it('removes addresses from replies', () => {
    expect(cleanReply('550 5.1.1 <maria@example.com>: no such user\r\n')).toBe('550 5.1.1 <<endereço>>: no such user');
  });
});
