import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@funil/shared-ui/theme/tokens.css';
import '@funil/shared-ui/theme/base.css';
import './styles/shell.css';
import { captureUtm } from '@funil/data-client/tracking/utm-store';
import { App } from './app/app';
import { PrerenderTakeover, TAKEOVER_MARK, trackPrerendered } from './prerender/prerender-takeover';
import { loadRemoteComponent, markHintedByEdge, preloadRemoteComponent } from './remotes/federation';
import { lookupComponent } from '@funil/build-config/component-registry';
import { STATIC_ROUTES } from '@funil/build-config/static-routes';
import { bindThemeToDocument } from './theme/theme-store';
import { startVitalsAfter, whenMarked } from './signals/page-signals';

// First touch: the utm_* of the entry URL are kept (data-client owns the store; remotes read them with readUtm()).
try {
  captureUtm(window.location.search);
} catch (error) {
  console.error('[shell] não foi possível guardar os parâmetros UTM', error);
}

bindThemeToDocument();

// The route table (PostgREST) is read once the live page runs: its client is not part of the first load (the page this
// URL shows comes from the static table meanwhile; shell/README.md, "Performance").
const fetchRoutes = () => import('@funil/data-client/public/routes').then((routes) => routes.fetchActiveRoutes());

// While the route table loads, start loading the page the static table gives for this URL (usually the same).
const guess = STATIC_ROUTES.find((route) => route.path === window.location.pathname);
const guessed = guess ? lookupComponent(guess.component) : undefined;
const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado');
// The edge hinted this page's whole module chain with its markup: the runtime does not add the same preloads again.
if (guessed && container.dataset.prerendered === `${guessed.remote}/${guessed.expose}`) markHintedByEdge(guessed);
if (guessed) preloadRemoteComponent(guessed);

// The theme toggle is not in the pre-rendered markup and not needed before the first interaction: its code (a root of
// its own, src/theme/theme-corner.tsx) loads after the takeover, outside the first load.
const mountThemeCorner = () => {
  import('./theme/theme-corner').then(
    (corner) => corner.mountThemeCorner(),
    (error: unknown) => console.error('[shell] botão de tema indisponível', error),
  );
};

// The edge put this page's pre-rendered markup in #root (edge/src/compose.ts): it stays on screen, usable, until the
// page's module has loaded; then React hydrates it (the same nodes become the live page: nothing is rendered twice),
// as a transition, in 5 ms slices, and commits once. A markup that does not match the live page's first render (e.g.
// a held button's 'Processando...') is rendered again by React in its place, in the same commit. Either way the live
// page adopts what the visitor typed, chose, focused, and the submit or tap the edge held (PrerenderTakeover). A
// remote that fails or hangs gets the usual error boundary / loading message.
if (guessed && container.hasAttribute('data-prerendered')) {
  const tracker = trackPrerendered(container);
  let mounted = false;
  const hydrate = () => {
    if (mounted) return;
    mounted = true;
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PrerenderTakeover root={container} tracker={tracker}>
            <App fetchRoutes={fetchRoutes} />
          </PrerenderTakeover>
        </StrictMode>,
        {
          // Expected now and then (a held button's label): React renders the page again, and nothing is lost.
          onRecoverableError: (error) =>
            console.warn('[shell] a página pré-renderizada foi renderizada de novo', error),
        },
      );
    });
  };
  loadRemoteComponent(guessed).then(hydrate, hydrate);
  setTimeout(hydrate, 10_000);
  const takenOver = whenMarked(TAKEOVER_MARK);
  void takenOver.then(mountThemeCorner);
  // Production signals: the Web Vitals library loads after the takeover (not part of the first load).
  startVitalsAfter(takenOver);
} else {
  createRoot(container).render(
    <StrictMode>
      <App fetchRoutes={fetchRoutes} />
    </StrictMode>,
  );
  mountThemeCorner();
  startVitalsAfter(Promise.resolve());
}
