// One Cron Trigger invocation of the sender (src/worker.ts `scheduled`): the runtime's sockets for SMTP, the outbox
// through PostgREST, the loop of sender.ts until the invocation's minute is nearly over.
import { connect } from 'cloudflare:sockets';
import { OutboxClient, type OutboxEnv } from './outbox-client.ts';
import { runSender, type SenderStats } from './sender.ts';
import { senderConfig, type SenderEnv } from './sender-config.ts';
import { SmtpSession } from './smtp-client.ts';

export async function runEmailTick(env: OutboxEnv & SenderEnv, scheduledTime: number): Promise<SenderStats | null> {
  let config;
  try {
    config = senderConfig(env);
  } catch (error) {
    console.error(`[email] ${(error as Error).message}`);
    return null;
  }
  const started = Date.now();
  try {
    const stats = await runSender(
      {
        outbox: new OutboxClient(env),
        openTransport: () => SmtpSession.open(connect, config.smtp),
      },
      {
        until: scheduledTime + config.tickSeconds * 1000,
        drain: config.tickSeconds === 0,
        pollMs: config.pollSeconds * 1000,
        connections: config.connections,
        leaseSeconds: config.leaseSeconds,
      },
    );
    if (stats.claimed > 0 || stats.scheduled > 0 || stats.reportErrors > 0)
      console.log(
        `[email] scheduled ${stats.scheduled}, claimed ${stats.claimed}, sent ${stats.sent}, retry ${stats.retry}, ` +
          `failed ${stats.failed}, unreported ${stats.reportErrors} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
          (stats.smtpDown ? `; SMTP unreachable: ${stats.smtpDown}` : ''),
      );
    return stats;
  } catch (error) {
    // OutboxError / SmtpError messages carry a function name, a status, an SQLSTATE or a cleaned reply: no secrets.
    console.error(`[email] sender run failed: ${(error as Error).message}`);
    return null;
  }
}
