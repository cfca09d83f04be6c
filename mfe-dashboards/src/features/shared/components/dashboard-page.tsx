import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { StaffGate } from '../auth/components/staff-gate';
import { queryClient } from '../query-client';
import styles from './dashboard.module.css';

const LINKS = [
  { to: '/campanhas-nav', label: 'Início' },
  { to: '/campanhas', label: 'Origem dos Leads' },
  { to: '/compras', label: 'Leads de Compra' },
  { to: '/campanhas/funil', label: 'Funil' },
  { to: '/campanhas/pesquisa', label: 'Pesquisa' },
  { to: '/campanhas/lancamentos', label: 'Lançamentos' },
  { to: '/campanhas/lgpd', label: 'LGPD' },
  { to: '/campanhas/pagamentos', label: 'Pagamentos' },
  { to: '/campanhas/investimento', label: 'Investimento' },
  { to: '/campanhas/saude', label: 'Saúde do Site' },
  { to: '/campanhas/emails', label: 'E-mails' },
];

/** True inside a StaffFrame: the page is rendered behind a gate already. */
const FramedContext = createContext(false);

/** The query cache and the staff gate (signed out: the sign-in form). */
function StaffFrame({ children, preparePage }: { children: ReactNode; preparePage?: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffGate preparePage={preparePage}>
        <FramedContext.Provider value={true}>{children}</FramedContext.Provider>
      </StaffGate>
    </QueryClientProvider>
  );
}

/** Frame of every dashboard page: query cache, staff gate, dashboard navigation and the page's heading. */
export function DashboardPage({ title, children }: { title: string; children: ReactNode }) {
  const framed = useContext(FramedContext);
  const page = (
    <div className={styles.page}>
      <nav aria-label="Dashboards" className={styles.nav}>
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className={({ isActive }) => (isActive ? styles.activeLink : styles.link)}
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>
        <h1 className={styles.heading}>{title}</h1>
        {children}
      </main>
    </div>
  );
  return framed ? page : <StaffFrame>{page}</StaffFrame>;
}

type PageModule = { default: ComponentType<Record<string, unknown>> };

/**
 * What the remote exposes for a dashboard page: the staff frame (gate and sign-in form) with the page's own module
 * (a DashboardPage, rendered inside the frame) imported lazily. A signed-out visitor downloads the sign-in form's code
 * only; the page's code (tables, charts, the staff client) is asked for when a session is stored (in parallel with
 * its check) or the sign-in is submitted, and shows once the visitor is staff.
 */
export function lazyStaffPage(load: () => Promise<PageModule>): ComponentType<Record<string, unknown>> {
  let pending: Promise<PageModule> | null = null;
  // A failed load is forgotten: the next ask (React.lazy's, after a failed preparePage) tries again.
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const preparePage = () => void loadOnce().catch(() => undefined);
  const Page = lazy(loadOnce);
  return function StaffPage(props: Record<string, unknown>) {
    return (
      <StaffFrame preparePage={preparePage}>
        <Suspense
          fallback={
            <main className={styles.main}>
              <p role="status">Carregando...</p>
            </main>
          }
        >
          <Page {...props} />
        </Suspense>
      </StaffFrame>
    );
  };
}
