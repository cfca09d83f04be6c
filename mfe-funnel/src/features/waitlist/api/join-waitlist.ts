// The waiting-list form's one call: data-client's joinWaitlist (RPC join_waitlist through postgrest-js). The PostgREST
// client comes with the call (dynamic imports): not part of the page's first load, so the
// live page takes over the pre-rendered form sooner (shell/README.md, "Performance").
import type { WaitlistInput } from '@funil/data-client/public/waitlist';

export async function submitWaitlist(input: WaitlistInput): Promise<void> {
  const { joinWaitlist } = await import('@funil/data-client/public/waitlist');
  await joinWaitlist(input);
}
