// The contract between the remotes' build-time pre-render (build-config/prerender-plugin.ts: the page alone inside a
// StaticRouter at '/') and the shell's hydration of it (src/main.tsx): the shell's tree down to a loaded page renders no
// element and no sibling of its own, so React hydrates the markup as it is, useId values included.
import { act, StrictMode, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { PrerenderTakeover, trackPrerendered } from '../prerender/prerender-takeover';
import type { RouteRecordLike } from '@funil/build-config/route-types';
import { App } from './app';

function Page() {
  const id = useId();
  const [name, setName] = useState('');
  return (
    <main>
      <label htmlFor={id}>Nome</label>
      <input id={id} value={name} onChange={(event) => setName(event.target.value)} />
    </main>
  );
}

vi.mock('../remotes/federation', () => ({
  loadRemoteComponent: () => Promise.resolve({ default: Page }),
  loadedRemoteComponent: () => Page,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

it("the shell hydrates a loaded page's pre-rendered markup in place, with no mismatch", async () => {
  window.history.replaceState(null, '', '/inscricao');
  const container = document.createElement('div');
  container.setAttribute('data-prerendered', 'mfe_funnel/Landing');
  container.innerHTML = renderToString(
    <StaticRouter location="/">
      <Page />
    </StaticRouter>,
  );
  document.body.append(container);
  const input = container.querySelector('input')!;
  const tracker = trackPrerendered(container);
  const onRecoverableError = vi.fn();
  const never = () => new Promise<readonly RouteRecordLike[]>(() => undefined);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PrerenderTakeover root={container} tracker={tracker}>
          <App fetchRoutes={never} />
        </PrerenderTakeover>
      </StrictMode>,
      { onRecoverableError },
    );
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.querySelector('input')).toBe(input);
  expect(container.hasAttribute('data-prerendered')).toBe(false);
});
