import { describe, expect, it } from 'vitest';
import type { ClaimedEmail, EmailResult } from './outbox-client.ts';
import { RateLimiter, runSender, type MailTransport, type SenderOutbox } from './sender.ts';
import { SmtpConfigError, SmtpError } from './smtp-client.ts';
import { senderSettings } from './settings.test-helper.ts';

const SETTINGS = senderSettings(1000);

function row(id: number, to = `lead${id}@example.com`): ClaimedEmail {
  return {
    id,
    message_id: `<outbox-${id}.x@site.test>`,
    message_key: 'class_reminder',
    lancamento: 1,
    to_email: to,
    to_name: 'Lead',
    subject: 'Assunto',
    body: 'Olá, {{primeiro_nome}}!\n\n{{link_aula}}',
    variables: { primeiro_nome: 'Lead', link_aula: 'https://live.test/a' },
    unsubscribe_token: `token-${id}`,
    is_test: false,
    attempt: 1,
    lane: 'bulk',
  };
}

/** An outbox in memory: due rows handed out in batches, results recorded. */
function fakeOutbox(rows: ClaimedEmail[], settings = SETTINGS) {
  const queue = [...rows];
  const results: EmailResult[] = [];
  const outbox: SenderOutbox = {
    settings: async () => settings,
    scheduleDue: async () => 0,
    claim: async (limit) => queue.splice(0, limit),
    report: async (batch) => {
      results.push(...batch);
      return {};
    },
  };
  return { outbox, results };
}

function fakeTransport(behaviour: (to: string, message: string) => void = () => undefined) {
  const sent: { to: string; message: string }[] = [];
  let opened = 0;
  const open = async (): Promise<MailTransport> => {
    opened += 1;
    let usable = true;
    return {
      get usable() {
        return usable;
      },
      send: async (_from, to, message) => {
        try {
          behaviour(to, message);
        } catch (error) {
          if (error instanceof SmtpError && error.message.includes('fechou')) usable = false;
          throw error;
        }
        sent.push({ to, message });
      },
      close: async () => {
        usable = false;
      },
    };
  };
  return { open, sent, opened: () => opened };
}

describe('runSender', () => {
  it('sends every due row once and reports each as sent, with its Message-ID and the one-click headers', async () => {
    const { outbox, results } = fakeOutbox([1, 2, 3, 4, 5].map((id) => row(id)));
    const transport = fakeTransport();
    const stats = await runSender({ outbox, openTransport: transport.open }, { until: 0, drain: true, connections: 2 });
    expect(stats).toMatchObject({ claimed: 5, sent: 5, retry: 0, failed: 0 });
    expect(results.map((result) => result.outcome)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(transport.sent.map((item) => item.to).sort()).toEqual([1, 2, 3, 4, 5].map((id) => `lead${id}@example.com`));
    const first = transport.sent.find((item) => item.to === 'lead1@example.com')!.message;
    expect(first).toContain('Message-ID: <outbox-1.x@site.test>');
    expect(first).toContain('List-Unsubscribe: <https://site.test/email/descadastro?token=token-1>');
    expect(first).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(transport.opened()).toBe(2);
  });

  it('a staff test has no one-click headers', async () => {
    const { outbox } = fakeOutbox([{ ...row(1), is_test: true, unsubscribe_token: null }]);
    const transport = fakeTransport();
    await runSender({ outbox, openTransport: transport.open }, { until: 0, drain: true });
    expect(transport.sent[0]!.message).not.toContain('List-Unsubscribe');
  });

  it('temporary and permanent refusals are reported as such, with the reason', async () => {
    const { outbox, results } = fakeOutbox([
      row(1, 'busy@example.com'),
      row(2, 'gone@example.com'),
      row(3, 'bad address'),
    ]);
    const transport = fakeTransport((to) => {
      if (to === 'busy@example.com') throw new SmtpError('mensagem: 451 4.3.0 try later', true, 451);
      if (to === 'gone@example.com') throw new SmtpError('RCPT TO: 550 5.1.1 <<endereço>>: no such user', false, 550);
    });
    await runSender({ outbox, openTransport: transport.open }, { until: 0, drain: true, connections: 1 });
    expect(results).toEqual([
      { id: 1, outcome: 'temporary', error: 'mensagem: 451 4.3.0 try later' },
      { id: 2, outcome: 'permanent', error: 'RCPT TO: 550 5.1.1 <<endereço>>: no such user' },
      { id: 3, outcome: 'permanent', error: 'endereço de e-mail inválido' },
    ]);
  });

  it('an unreachable SMTP server returns the whole batch to the outbox as temporary failures', async () => {
    const { outbox, results } = fakeOutbox([1, 2, 3].map((id) => row(id)));
    const stats = await runSender(
      {
        outbox,
        openTransport: async () => {
          throw new SmtpError('conexão recusada: connect ECONNREFUSED', true);
        },
      },
      { until: 0, drain: true, connections: 2 },
    );
    expect(stats.smtpDown).toContain('conexão recusada');
    expect(results.map((result) => [result.id, result.outcome]).sort()).toEqual([
      [1, 'temporary'],
      [2, 'temporary'],
      [3, 'temporary'],
    ]);
  });

  it('a killed sender (abort) reports nothing more: the rest of its batch waits for the lease', async () => {
    const { outbox, results } = fakeOutbox([1, 2, 3, 4].map((id) => row(id)));
    const kill = new AbortController();
    const transport = fakeTransport((to) => {
      if (to === 'lead2@example.com') kill.abort();
    });
    const stats = await runSender(
      { outbox, openTransport: transport.open },
      { until: 0, drain: true, connections: 1, signal: kill.signal },
    );
    expect(stats.claimed).toBe(4);
    expect(results.map((result) => result.id)).toEqual([1, 2]);
  });

  it('a lost report is counted (the row goes out again after its lease with the same Message-ID)', async () => {
    const { outbox } = fakeOutbox([row(1)]);
    outbox.report = async () => {
      throw new Error('HTTP 502');
    };
    const stats = await runSender({ outbox, openTransport: fakeTransport().open }, { until: 0, drain: true });
    expect(stats).toMatchObject({ sent: 0, reportErrors: 1 });
  });

  it("groups the connections' reports: one call in flight, each connection at most one result unreported", async () => {
    // A slow database: each report call takes 20 ms while the 4 SMTP sessions deliver at once. Before, every message
    // was a call of its own (40 calls for 40 messages).
    const { outbox, results } = fakeOutbox(Array.from({ length: 40 }, (_, index) => row(index + 1)));
    const calls: number[] = [];
    let inFlight = 0;
    let most = 0;
    const sentIds: number[] = [];
    const record = outbox.report;
    outbox.report = async (batch) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      calls.push(batch.length);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return record(batch);
    };
    const transport = fakeTransport((to) => {
      sentIds.push(Number(/lead(\d+)@/.exec(to)![1]));
      // Handed over but not reported, per connection: what a crash now would send again. At most one per session
      // besides this one (the previous result, whose report may be in flight).
      const unreported = sentIds.filter((id) => !results.some((result) => result.id === id)).length;
      expect(unreported).toBeLessThanOrEqual(4 * 2);
    });
    const stats = await runSender(
      { outbox, openTransport: transport.open },
      { until: 0, drain: true, connections: 4, batchSize: 40 },
    );
    expect(stats).toMatchObject({ claimed: 40, sent: 40, reportErrors: 0 });
    expect(results.map((result) => result.id).sort((a, b) => a - b)).toEqual(sentIds.sort((a, b) => a - b));
    expect(new Set(results.map((result) => result.id)).size).toBe(40);
    expect(most).toBe(1);
    expect(calls.length).toBeLessThanOrEqual(40 / 2);
    expect(Math.max(...calls)).toBeGreaterThan(1);
  });

  it('a short claim (rows refused at send time) is followed by another claim at once, not by a poll wait', async () => {
    // 300 due rows of which the claim returns 3 in 100 (the others skipped: no consent). Before, a claim shorter than the
    // batch counted as "drained": the sender waited `pollMs` after each one and sent 3 messages a second at 10/s.
    let time = 0;
    const { outbox, results } = fakeOutbox([]);
    let due = 300;
    let next = 1;
    outbox.claim = async (limit) => {
      const examined = Math.min(limit, due);
      due -= examined;
      return Array.from({ length: Math.floor((examined * 3) / 100) }, () => row(next++));
    };
    const sleeps: number[] = [];
    const stats = await runSender(
      {
        outbox,
        openTransport: fakeTransport().open,
        now: () => time,
        sleep: async (ms) => {
          sleeps.push(ms);
          time += ms;
        },
      },
      { until: 60_000, pollMs: 1000, batchSize: 100, stopWhenIdle: true },
    );
    expect(results.filter((result) => result.outcome === 'sent')).toHaveLength(9);
    expect(stats.sent).toBe(9);
    expect(sleeps.filter((ms) => ms === 1000)).toEqual([]);
  });

  it('overlapClaims: the next batch is claimed while the current one is still being sent, and every row is sent once', async () => {
    const { outbox, results } = fakeOutbox(Array.from({ length: 40 }, (_, i) => row(i + 1)));
    const claim = outbox.claim;
    const transport = fakeTransport();
    // How many messages had been sent when each claim was made.
    const sentAtClaim: number[] = [];
    outbox.claim = async (limit, lease, lane) => {
      sentAtClaim.push(transport.sent.length);
      return claim(limit, lease, lane);
    };
    const stats = await runSender(
      { outbox, openTransport: transport.open },
      { until: 0, drain: true, connections: 2, batchSize: 10, overlapClaims: true, stopWhenIdle: true },
    );
    expect(stats).toMatchObject({ claimed: 40, sent: 40 });
    expect(new Set(results.map((result) => result.id)).size).toBe(40);
    expect(transport.sent).toHaveLength(40);
    // Claims 2 to 5 (the last finds nothing) came as the batch before started being sent, not after its end.
    expect(sentAtClaim).toHaveLength(5);
    sentAtClaim.slice(1).forEach((sent, i) => expect(sent).toBeLessThanOrEqual(i * 10 + 1));
  });

  it('startBatches: the run starts with the claims given, then claims full batches', async () => {
    const { outbox } = fakeOutbox(Array.from({ length: 25 }, (_, i) => row(i + 1)));
    const claim = outbox.claim;
    const limits: number[] = [];
    outbox.claim = async (limit, lease, lane) => {
      limits.push(limit);
      return claim(limit, lease, lane);
    };
    await runSender(
      { outbox, openTransport: fakeTransport().open },
      { until: 0, drain: true, batchSize: 10, startBatches: [3, 6], stopWhenIdle: true },
    );
    expect(limits).toEqual([3, 6, 10, 10, 10]);
  });

  it('a batch claimed ahead is sent even when `until` passed meanwhile: no claimed row is left to its lease', async () => {
    let time = 0;
    const { outbox, results } = fakeOutbox(Array.from({ length: 30 }, (_, i) => row(i + 1)));
    const stats = await runSender(
      {
        outbox,
        openTransport: fakeTransport().open,
        now: () => time,
        sleep: async (ms) => void (time += ms),
        // One message a second: the third batch is claimed while the second starts (4 s), and the run's `until` (5 s)
        // passes before the third is sent.
        pacer: () => ({ take: async () => void (time += 1000) }),
      },
      { until: 5_000, connections: 1, batchSize: 4, overlapClaims: true, stopWhenIdle: true },
    );
    expect(stats.claimed).toBe(12);
    expect(stats.sent).toBe(12);
    expect(results.map((result) => result.outcome)).toEqual(Array(12).fill('sent'));
  });

  it('an unreachable SMTP server also returns the batch claimed ahead to the outbox at once', async () => {
    const { outbox, results } = fakeOutbox(Array.from({ length: 20 }, (_, i) => row(i + 1)));
    let opened = 0;
    const stats = await runSender(
      {
        outbox,
        // The first session works for three messages, then the server goes away.
        openTransport: async () => {
          opened += 1;
          if (opened > 1) throw new SmtpError('servidor SMTP inacessível', true);
          let sent = 0;
          return {
            get usable() {
              return sent < 3;
            },
            send: async () => void (sent += 1),
            close: async () => undefined,
          };
        },
      },
      { until: 0, drain: true, connections: 1, batchSize: 5, overlapClaims: true },
    );
    expect(stats.claimed).toBe(10);
    expect(stats.sent).toBe(3);
    expect(results).toHaveLength(10);
    expect(results.filter((result) => result.outcome === 'temporary').map((result) => result.id)).toEqual([
      4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('a claim ahead that fails fails the run once the current batch is sent, not before as an unhandled rejection', async () => {
    const { outbox, results } = fakeOutbox([1, 2, 3].map((id) => row(id)));
    const claim = outbox.claim;
    let claims = 0;
    outbox.claim = async (limit, lease, lane) => {
      claims += 1;
      if (claims > 1) throw new Error('email_claim_batch: HTTP 503');
      return claim(limit, lease, lane);
    };
    const run = runSender(
      {
        outbox,
        openTransport: fakeTransport().open,
        // Real time between messages: the failed claim ahead waits that long for the run to take it.
        pacer: () => ({ take: () => new Promise<void>((resolve) => setTimeout(resolve, 20)) }),
      },
      { until: 0, drain: true, connections: 1, batchSize: 3, overlapClaims: true },
    );
    await expect(run).rejects.toThrow('email_claim_batch: HTTP 503');
    expect(results.map((result) => result.outcome)).toEqual(['sent', 'sent', 'sent']);
  });

  it('polls until `until`, then stops', async () => {
    let time = 0;
    let claims = 0;
    const { outbox } = fakeOutbox([]);
    outbox.claim = async () => {
      claims += 1;
      return [];
    };
    await runSender(
      { outbox, openTransport: fakeTransport().open, now: () => time, sleep: async (ms) => void (time += ms) },
      { until: 50_000, pollMs: 5000 },
    );
    expect(claims).toBe(10);
    expect(time).toBe(45_000);
  });
});

describe('RateLimiter', () => {
  it('spaces messages at the rate', async () => {
    let time = 1000;
    const waits: number[] = [];
    const limiter = new RateLimiter(
      4,
      () => time,
      async (ms) => {
        waits.push(ms);
        time += ms;
      },
    );
    for (let i = 0; i < 5; i += 1) await limiter.take();
    expect(waits).toEqual([250, 250, 250, 250]);
  });

  it('a configuration fault (the provider refuses our sender) stops the run loudly and gives every row back unsent', async () => {
    const { outbox, results } = fakeOutbox([1, 2, 3, 4].map((id) => row(id)));
    const transport = fakeTransport(() => {
      throw new SmtpConfigError('MAIL FROM: 554 Access denied', 554);
    });
    await expect(
      runSender(
        { outbox, openTransport: transport.open, sleep: async () => undefined },
        { until: 0, drain: true, connections: 1 },
      ),
    ).rejects.toBeInstanceOf(SmtpConfigError);
    expect(results.map((result) => result.outcome)).toEqual(['unsent', 'unsent', 'unsent', 'unsent']);
    expect(transport.sent).toHaveLength(0);
  });

  it("reports the provider's own id of each message", async () => {
    const { outbox, results } = fakeOutbox([row(1)]);
    const open = async (): Promise<MailTransport> => ({
      usable: true,
      send: async () => '0100018c-provider-id-000000',
      close: async () => undefined,
    });
    await runSender({ outbox, openTransport: open }, { until: 0, drain: true });
    expect(results).toEqual([{ id: 1, outcome: 'sent', provider_message_id: '0100018c-provider-id-000000' }]);
  });
});
