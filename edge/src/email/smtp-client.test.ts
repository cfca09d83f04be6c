import { describe, expect, it } from 'vitest';
import {
  cleanReply,
  dataPayload,
  providerMessageId,
  SmtpConfigError,
  SmtpError,
  SmtpSession,
  type ConnectSocket,
  type SocketLike,
} from './smtp-client.ts';

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
  heloName: 'semanajava.com.br',
  timeoutMs: 500,
};

describe('SmtpSession', () => {
  it('greets, upgrades with STARTTLS, authenticates and sends a dot-stuffed message', async () => {
    const server = fakeServer(okServer);
    const session = await SmtpSession.open(server.connect, config);
    await session.send('from@site.test', 'to@example.com', 'Subject: x\r\n\r\n.leading dot\r\nend');
    await session.close();
    // The sender's domain, never `localhost`.
    expect(server.written.filter((line) => line.startsWith('EHLO'))).toEqual([
      'EHLO semanajava.com.br',
      'EHLO semanajava.com.br',
    ]);
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
    const error = await SmtpSession.open(server.connect, config).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ temporary: true, code: 535 });
    // Our credentials, not the recipient: a configuration fault (the sender stops, the messages stay pending).
    expect(error).toBeInstanceOf(SmtpConfigError);
  });

  it('never greets as localhost: without the sender domain the session does not open', async () => {
    const server = fakeServer(okServer);
    const { heloName: _omitted, ...withoutName } = config;
    await expect(SmtpSession.open(server.connect, withoutName)).rejects.toBeInstanceOf(SmtpConfigError);
    expect(server.written.some((line) => /^EHLO localhost/i.test(line))).toBe(false);
  });

  it('"access denied" for the sender (no AUTH configured) is a configuration fault, not the recipient\'s', async () => {
    const server = fakeServer((line, state) =>
      line.startsWith('MAIL FROM')
        ? '554 Access denied: User arn:aws:iam::1:user/x is not authorized to perform ses:SendRawEmail\r\n'
        : okServer(line, state),
    );
    const session = await SmtpSession.open(server.connect, { ...config, security: 'none', username: '' });
    const error = await session.send('f@site.test', 't@example.com', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmtpConfigError);
    expect((error as SmtpError).temporary).toBe(true);
    const authRequired = fakeServer((line, state) =>
      line.startsWith('MAIL FROM') ? '530 Authentication required\r\n' : okServer(line, state),
    );
    const second = await SmtpSession.open(authRequired.connect, { ...config, security: 'none', username: '' });
    await expect(second.send('f@site.test', 't@example.com', 'x')).rejects.toBeInstanceOf(SmtpConfigError);
  });

  it('an untrusted certificate (workerd: the write after STARTTLS fails with EBADF) is named, not a bare EBADF', async () => {
    const plain = fakeServer(okServer);
    const connect: ConnectSocket = (address, options) => {
      const socket = plain.connect(address, options);
      return {
        ...socket,
        startTls: () => ({
          readable: new ReadableStream<Uint8Array>(),
          writable: new WritableStream<Uint8Array>({
            write() {
              throw new Error('write EBADF');
            },
          }),
          opened: Promise.resolve(),
          close: async () => undefined,
          startTls: () => socket,
        }),
      };
    };
    const error = (await SmtpSession.open(connect, config).catch((caught: unknown) => caught)) as SmtpError;
    expect(error).toBeInstanceOf(SmtpError);
    expect(error.message).toMatch(/^TLS recusado após STARTTLS \(certificado não confiável/);
    expect(error.message).toContain('smtp.test');
  });

  it("returns the provider's own id of the message (SES replaces our Message-ID)", async () => {
    const server = fakeServer((line, state) =>
      state.inData && line === '.'
        ? ((state.inData = false), '250 Ok 0100018c2f3e4d5a-1b2c3d4e-5f60-7a8b-9c0d-1e2f3a4b5c6d-000000\r\n')
        : okServer(line, state),
    );
    const session = await SmtpSession.open(server.connect, { ...config, security: 'none' });
    expect(await session.send('f@site.test', 't@example.com', 'x')).toBe(
      '0100018c2f3e4d5a-1b2c3d4e-5f60-7a8b-9c0d-1e2f3a4b5c6d-000000',
    );
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
  it("reads the provider's message id from the reply to DATA, or none", () => {
    expect(providerMessageId('250 2.0.0 Ok: queued as 4XyZ12ab')).toBe('4XyZ12ab');
    expect(providerMessageId('250 Ok 010001-abc-000000')).toBe('010001-abc-000000');
    expect(providerMessageId('250 OK: message queued')).toBe(null);
    expect(providerMessageId('250 2.0.0 queued')).toBe(null);
  });
  it('removes addresses from replies', () => {
    expect(cleanReply('550 5.1.1 <maria@example.com>: no such user\r\n')).toBe('550 5.1.1 <<endereço>>: no such user');
  });
});
