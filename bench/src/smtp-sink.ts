// A bare SMTP sink for the e-mail bench: maildev parses and keeps every message and cannot hold 100,000
// (TOOLCHAIN.md). This one keeps only counts: messages accepted per second (by the second DATA ended), per
// Message-ID and per recipient, and when each recipient's message arrived. Run as its own process so its clock is
// not held up by the bench:
//   node --import ./src/ts-resolve.ts src/smtp-sink.ts <smtp port> <http port>
//   GET http://127.0.0.1:<http port>/stats  -> SinkStats (JSON)
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface SinkStats {
  total: number;
  /** epoch second -> messages whose DATA ended in it */
  perSecond: Record<string, number>;
  messageIds: string[];
  /** Message-IDs caught more than once, and how many extra copies in all. */
  duplicatedMessageIds: number;
  /**
   * Message-ID -> arrival time (ms since epoch, the first copy), for the messages to recipients whose address starts
   * with the watched prefix: the bench tells a registration's confirmation from the other messages to the same address
   * (the class reminder the new lead also gets) by the outbox row's Message-ID.
   */
  watched: Record<string, number>;
  /** Recipients caught more than once (any address; a lead who registered during the drain gets its confirmation
   * and the class reminder: two). */
  duplicatedRecipients: number;
}

const [smtpPort, httpPort, watchPrefix = 'bench-confirm-'] = process.argv.slice(2);
const perSecond = new Map<number, number>();
const byId = new Map<string, number>();
const byRecipient = new Map<string, number>();
const watched = new Map<string, number>();
let total = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    let head = '';
    let headDone = false;
    stream.on('data', (chunk: Buffer) => {
      if (headDone) return;
      head += chunk.toString('utf8');
      if (/\r?\n\r?\n/.test(head) || head.length > 16_384) headDone = true;
    });
    stream.on('end', () => {
      const now = Date.now();
      total += 1;
      const second = Math.floor(now / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      const id = /^Message-ID:\s*(\S+)/im.exec(head.split(/\r?\n\r?\n/)[0] ?? '')?.[1] ?? '';
      byId.set(id, (byId.get(id) ?? 0) + 1);
      for (const rcpt of session.envelope.rcptTo) {
        const address = rcpt.address.toLowerCase();
        byRecipient.set(address, (byRecipient.get(address) ?? 0) + 1);
        if (address.startsWith(watchPrefix) && !watched.has(id)) watched.set(id, now);
      }
      callback();
    });
  },
});
smtp.on('error', (error) => console.error(`[smtp-sink] ${error.message}`));
smtp.listen(Number(smtpPort), '127.0.0.1');

createServer((request, response) => {
  if (request.url !== '/stats') {
    response.writeHead(404).end();
    return;
  }
  const stats: SinkStats = {
    total,
    perSecond: Object.fromEntries(perSecond),
    messageIds: [...byId.keys()],
    duplicatedMessageIds: [...byId.values()].reduce((sum, n) => sum + (n - 1), 0),
    watched: Object.fromEntries(watched),
    duplicatedRecipients: [...byRecipient.values()].filter((n) => n > 1).length,
  };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
}).listen(Number(httpPort), '127.0.0.1', () => console.log('[smtp-sink] ready'));

// The bench holds this process's stdin open: when the bench ends in any way (finished, killed, timed out), the pipe
// closes and the sink goes too, instead of outliving it with the bench's inherited descriptors (the heavy-run lock).
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
