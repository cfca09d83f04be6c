import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { setSignalsRemote } from '../signals/page-signals';
import { loadedRemoteComponent, loadRemoteComponent, type RemotePageComponent } from './federation';
import { LoadingMessage } from './loading-message';
import type { RemoteModuleRef } from '@funil/build-config/component-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

const lazyPages = new Map<string, { Page: RemotePageComponent; loaded: boolean }>();

/** One component type per exposed module, kept for the page's lifetime: the module itself when it has already loaded
 * (it never suspends: no Suspense boundary, so over the pre-rendered markup the tree is the pre-render's and React
 * hydrates it), else a React.lazy wrapper. */
function lazyPage(ref: RemoteModuleRef): { Page: RemotePageComponent; loaded: boolean } {
  const key = `${ref.remote}/${ref.expose}`;
  let page = lazyPages.get(key);
  if (!page) {
    const loaded = loadedRemoteComponent(ref);
    page = loaded
      ? { Page: loaded, loaded: true }
      : {
          Page: lazy(() =>
            loadRemoteComponent(ref).catch((error: unknown) => {
              lazyPages.delete(key); // the next attempt creates a fresh lazy component and loads again
              throw error;
            }),
          ),
          loaded: false,
        };
    lazyPages.set(key, page);
  }
  return page;
}

export interface RemotePageProps {
  reference: RemoteModuleRef;
  props: Record<string, unknown>;
}

/** A page exposed by a remote, inside its own error boundary: 'Carregando...' while it loads, retry when it fails. */
function RemotePageView({ reference, props }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { Page, loaded } = lazyPage(reference);
  // Production signals: the events of this route are counted for its remote.
  useEffect(() => setSignalsRemote(reference.remote), [reference.remote]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      name={`${reference.remote}/${reference.expose}`}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      {loaded ? (
        <Page {...props} />
      ) : (
        <Suspense fallback={<LoadingMessage />}>
          <Page {...props} />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}

/** The same page with the same props (JSON values, from the route table) is not rendered again: when the route table
 * arrives after the takeover and agrees with the static one, the live page is left as it is (a whole-page render
 * otherwise, one long task at 4x CPU). */
export const RemotePage = memo(
  RemotePageView,
  (before, after) =>
    before.reference.remote === after.reference.remote &&
    before.reference.expose === after.reference.expose &&
    JSON.stringify(before.props) === JSON.stringify(after.props),
);
