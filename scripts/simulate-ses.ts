// npm run simulate:ses -- --email <e-mail> [--type bounce|soft|complaint] [--url <site>] [--mailbox <inbox>]
// Makes an address bounce (or complain) locally (docs/email.md "Make an address bounce locally"): posts an SES
// notification of the documented shape, signed by the local SNS stand-in, to the local edge's POST /webhooks/ses, as
// Amazon SES + SNS would after a delivery to that address:
//   - bounce (default): a hard (Permanent) bounce: the address is suppressed, its next messages are skipped;
//   - soft: a Transient bounce: the last message to it is sent again after the backoff;
//   - complaint: a complaint: the address is suppressed.
// The notification names the last message the local mailbox (--mailbox, else http://127.0.0.1:54324) caught for the
// address by its Message-ID, so it counts in that message's bounce or complaint rate on /campanhas/emails.
// Site: --url, else http://127.0.0.1:$PORT (4173). Prints the answer and exits 0 on a 2xx.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localSesNotifications, postSesNotification } from '@funil/edge/local/ses-notifications';

const ROOT = path.resolve(import.meta.dirname, '..');
const TYPES = { bounce: 'Permanent', soft: 'Transient', complaint: 'Complaint' } as const;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    type: { type: 'string', default: 'bounce' },
    url: { type: 'string' },
    mailbox: { type: 'string', default: 'http://127.0.0.1:54324' },
  },
  strict: true,
});
const email = values.email?.trim().toLowerCase();
const type = TYPES[values.type as keyof typeof TYPES];
if (!email || !email.includes('@') || !type) {
  console.error('usage: npm run simulate:ses -- --email <e-mail> [--type bounce|soft|complaint]');
  process.exit(2);
}
const site = (values.url ?? `http://127.0.0.1:${process.env.PORT || '4173'}`).replace(/\/$/, '');

/** The Message-ID of the last message the mailbox caught for the address (null: none, or no mailbox). */
async function lastMessageId(address: string): Promise<string | null> {
  try {
    const list = (await (await fetch(`${values.mailbox}/api/email`)).json()) as {
      id: string;
      to: { address: string }[];
    }[];
    const last = list.filter((item) => item.to.some((to) => to.address.toLowerCase() === address)).at(-1);
    if (!last) return null;
    const source = await (await fetch(`${values.mailbox}/api/email/${last.id}/source`)).text();
    return /^Message-ID:\s*(<[^>]+>)\s*$/im.exec(source)?.[1] ?? null;
  } catch {
    return null;
  }
}

const messageId = await lastMessageId(email);
if (!messageId) console.warn('simulate:ses: no message to this address in the mailbox; the address is still handled');
const local = localSesNotifications(path.join(ROOT, 'local-supabase', '.data'));
const { status, body } = await postSesNotification(site, local, { type, email, messageId });
console.log(status, JSON.stringify(body));
process.exit(status >= 200 && status < 300 ? 0 : 1);
