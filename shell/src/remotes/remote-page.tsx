import { lazy, Suspense, useEffect, useState } from 'react';
import { setSignalsRemote } from '../signals/page-signals';
import { loadedRemoteComponent, loadRemoteComponent, type RemotePageComponent } from './federation';
import { LoadingMessage } from './loading-message';
import type { RemoteModuleRef } from '@funil/build-config/component-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

const lazyPages = new Map<string, RemotePageComponent>();

/** One component type per exposed module, kept for the page's lifetime: the module itself when it has already loaded
 * (no Suspense fallback in between, e.g. over the server's pre-rendered markup), else a React.lazy wrapper. */
function lazyPage(ref: RemoteModuleRef): RemotePageComponent {
  const key = `${ref.remote}/${ref.expose}`;
  let page = lazyPages.get(key);
  if (!page) {
    page =
      loadedRemoteComponent(ref) ??
      lazy(() =>
        loadRemoteComponent(ref).catch((error: unknown) => {
          lazyPages.delete(key); // the next attempt creates a fresh lazy component and loads again
          throw error;
        }),
      );
    lazyPages.set(key, page);
  }
  return page;
}

export interface RemotePageProps {
  reference: RemoteModuleRef;
  props: Record<string, unknown>;
}

/** A page exposed by a remote, inside its own error boundary: 'Carregando...' while it loads, retry when it fails. */
export function RemotePage({ reference, props }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(reference);
  // Production signals: the events of this route are counted for its remote.
  useEffect(() => setSignalsRemote(reference.remote), [reference.remote]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      name={`${reference.remote}/${reference.expose}`}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<LoadingMessage />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
