import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@funil/shared-ui/theme/tokens.css';
import '@funil/shared-ui/theme/base.css';
import './styles/shell.css';
import { captureUtm } from '@funil/data-client/tracking/utm-store';
import { App } from './app/app';
import {
  PrerenderTakeover,
  TAKEOVER_MARK,
  trackPrerendered,
  type PrerenderTracker,
} from './prerender/prerender-takeover';
import { loadRemoteComponent, preloadRemoteComponent } from './remotes/federation';
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
if (guessed) preloadRemoteComponent(guessed);

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado');
const mount = (tracker: PrerenderTracker | null) => {
  const sliced = tracker !== null;
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App fetchRoutes={fetchRoutes} />
        {tracker && <PrerenderTakeover root={container} tracker={tracker} />}
      </StrictMode>,
    );
  // Over pre-rendered markup nothing is waiting for this render: as a transition React renders in 5 ms slices (no
  // long task blocking input), then commits once.
  if (sliced) startTransition(render);
  else render();
  // Production signals: the Web Vitals library loads after the takeover (not part of the first load).
  startVitalsAfter(sliced ? whenMarked(TAKEOVER_MARK) : Promise.resolve());
};

// The edge put this page's pre-rendered markup in #root (edge/src/compose.ts): keep it on screen until the page's module
// has loaded, then render the live page over it in one commit (no 'Carregando...' in between, no layout shift).
// A remote that fails or hangs gets the usual error boundary / loading message.
if (guessed && container.hasAttribute('data-prerendered')) {
  // The markup is usable: from now on, which field has the focus and the scroll position are kept for the takeover,
  // where the live page adopts what the visitor typed, chose, focused and the submit or tap the edge held.
  const tracker = trackPrerendered(container);
  let mounted = false;
  const mountOnce = () => {
    if (mounted) return;
    mounted = true;
    mount(tracker);
  };
  loadRemoteComponent(guessed).then(mountOnce, mountOnce);
  setTimeout(mountOnce, 10_000);
} else {
  mount(null);
}
