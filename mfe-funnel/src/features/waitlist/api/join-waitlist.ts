// The waiting-list form's one call: data-client's joinWaitlist (RPC join_waitlist through postgrest-js). The PostgREST
// client and the data layer's errors come with the call (dynamic imports): not part of the page's first load, so the
// live page takes over the pre-rendered form sooner (shell/README.md, "Performance").
import type { WaitlistInput } from '@funil/data-client/src/public/waitlist';
import { loadDataErrors } from '../../../shared/load-data-errors';

export async function submitWaitlist(input: WaitlistInput): Promise<void> {
  const { joinWaitlist } = await import('@funil/data-client/src/public/waitlist');
  await joinWaitlist(input);
}

/**
 * The message for a failed submit: the data layer's own (a DataError carries the abuse limit's 'Muitas tentativas...',
 * the server's validation message or the spec's failure text), anything else the fallback.
 */
export async function waitlistFailureText(cause: unknown, fallback: string): Promise<string> {
  const errors = await loadDataErrors();
  return errors && cause instanceof errors.DataError ? cause.message : fallback;
}
