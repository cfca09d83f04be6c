// The standalone app of every remote (its team runs the remote alone on its port with `pnpm --filter <remote> dev`):
// the exposed pages under a router, an index of them and a theme switch. Each remote lists its pages in
// src/standalone/routes.ts (derived from the page catalogue, build-config/pages.ts) and renders this from
// src/standalone/main.tsx.
import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

export interface StandaloneRoute {
  path: string;
  title: string;
  Page: LazyExoticComponent<ComponentType<Record<string, unknown>>>;
  props?: Record<string, unknown>;
}

const THEME_KEY = 'semana-java:theme';

function initialTheme(): 'dark' | 'light' {
  try {
    const saved = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as { state?: { theme?: unknown } } | null;
    return saved?.state?.theme === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The remote alone (its team's dev/preview page): its exposed pages under a router, plus an index and a theme switch. */
export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const [theme, setTheme] = useState(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const index = (
    <main style={{ padding: 'var(--space-6)', fontFamily: 'var(--font-sans)' }}>
      <h1>{name} (standalone)</h1>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.title}</Link> <code>{route.path}</code>
          </li>
        ))}
      </ul>
    </main>
  );
  return (
    <BrowserRouter>
      <Suspense fallback={<p role="status">Carregando...</p>}>
        <Routes>
          <Route path="/" element={index} />
          {routes.map(({ path, Page, props }) => (
            <Route key={path} path={path} element={<Page {...props} />} />
          ))}
          <Route path="*" element={index} />
        </Routes>
      </Suspense>
      <button
        type="button"
        style={{ position: 'fixed', right: 16, bottom: 16 }}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        Tema: {theme === 'dark' ? 'escuro' : 'claro'}
      </button>
    </BrowserRouter>
  );
}
