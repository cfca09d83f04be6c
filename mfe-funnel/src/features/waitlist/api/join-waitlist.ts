// The waiting-list form's one call: data-client's joinWaitlist (RPC join_waitlist through postgrest-js). The PostgREST
// client and the data layer's errors come with the call (dynamic imports): not part of the page's first load, so the
// live page takes over the pre-rendered form sooner (shell/README.md, "Performance").
import type { WaitlistInput } from '@funil/data-client/src/public/waitlist';

export async function submitWaitlist(input: WaitlistInput): Promise<void> {
  const { joinWaitlist } = await import('@funil/data-client/src/public/waitlist');
  await joinWaitlist(input);
}

/**
 * The message for a failed submit: the data layer's own (a DataError carries the abuse limit's 'Muitas tentativas...'
 * or the spec's failure text), anything else the fallback. The error module is loaded by the call already; a call that
 * could not load is not a DataError anyway.
 */
export async function waitlistFailureText(cause: unknown, fallback: string): Promise<string> {
  try {
    const { DataError } = await import('@funil/data-client/src/errors');
    return cause instanceof DataError ? cause.message : fallback;
  } catch {
    return fallback;
  }
}
