import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodeWords, formatMailbox } from './mime.ts';

function decodeWords(value: string): string {
  return value
    .split(/\r\n /)
    .map((word) => {
      const match = /^=\?UTF-8\?B\?(.*)\?=$/.exec(word);
      return match ? new TextDecoder().decode(Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0))) : word;
    })
    .join('');
}

describe('mime', () => {
  it('encodes non-ASCII header text in words of at most 75 characters, whole characters each', () => {
    const subject = 'Inscrição confirmada na Semana Java: começa amanhã às 20h, não perca nenhuma aula ao vivo';
    const encoded = encodeWords(subject);
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeWords(encoded)).toBe(subject);
    expect(encodeWords('Plain ASCII')).toBe('Plain ASCII');
  });

  it('never lets a value break a header', () => {
    expect(encodeWords('Oi\r\nBcc: x@y.z')).toBe('Oi  Bcc: x@y.z');
    expect(formatMailbox({ email: 'a@b.c', name: 'Ana "A" \\ B' })).toBe('"Ana \\"A\\" \\\\ B" <a@b.c>');
    expect(() => formatMailbox({ email: 'a@b.c>\r\nBcc: x@y.z' })).toThrow('invalid address');
  });

  it('builds a multipart/alternative message with the given Message-ID and extra headers', () => {
    const message = buildMimeMessage({
      from: { email: 'contato@site.test', name: 'Semana Java' },
      to: { email: 'maria@example.com', name: 'Maria' },
      subject: 'Olá',
      messageId: '<outbox-1.abc@site.test>',
      date: new Date('2026-11-25T12:00:00Z'),
      headers: { 'List-Unsubscribe': '<https://site.test/email/descadastro?token=t>' },
      text: 'texto',
      html: '<p>html</p>',
    });
    const [head, body] = message.split('\r\n\r\n');
    expect(head).toContain('Message-ID: <outbox-1.abc@site.test>');
    expect(head).toContain('List-Unsubscribe: <https://site.test/email/descadastro?token=t>');
    expect(head).toContain('Date: Wed, 25 Nov 2026 12:00:00 +0000');
    expect(head).toMatch(/Content-Type: multipart\/alternative; boundary="=_funil_[0-9a-f]{32}"/);
    expect(body).toMatch(/^--=_funil_/);
    expect(message).toContain(btoa('texto'));
    expect(message).toContain(btoa('<p>html</p>'));
    expect(message.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });
});
