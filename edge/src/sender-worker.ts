// The launch e-mail sender's own Worker (wrangler.sender.jsonc "main"): apart from the public site's worker,
// so public traffic never reaches the code that holds the provider's credentials (SMTP_USERNAME / SMTP_PASSWORD) and
// the sender's database secret (EMAIL_SENDER_SECRET). It has no route and answers no request: its Cron Trigger starts
// consumers (src/email/delivery.ts `runDispatch`), its queues' consumers deliver (`consumeChains`), and its Durable
// Object paces them all at the provider's rate (src/email/pace.ts).
import { consumeChains, runDispatch, type SenderWorkerEnv } from './email/delivery.ts';

export { EmailPace } from './email/pace.ts';

export default {
  /** No public request is answered (the worker has no route; workers.dev is off too). */
  fetch(): Response {
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  },
  /** Every minute: schedule due messages and start consumers where a lane has work, for about 50 s. */
  async scheduled(controller: ScheduledController, env: SenderWorkerEnv): Promise<void> {
    await runDispatch(env, controller.scheduledTime);
  },
  /** EMAIL_TRANSACTIONAL and EMAIL_BULK: each message is one consumer chain of its lane. */
  queue(batch: MessageBatch, env: SenderWorkerEnv): Promise<void> {
    return consumeChains(batch, env);
  },
};
