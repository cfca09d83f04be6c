import { startTransition, useEffect, useState } from 'react';

/**
 * false in a page's first render (and in the build-time pre-render), true from the render after its first commit.
 * For lazily loaded content below the fold of a pre-rendered page: rendered behind this flag, its code is requested once
 * the live page has taken over the markup (after that commit has painted) instead of with the first render, where it
 * competed with the takeover's own downloads (shell/README.md, "Performance"). The render that reveals it is a transition:
 * React renders it in 5 ms slices, so the sections' render right after the takeover is no long task on a slow phone.
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
