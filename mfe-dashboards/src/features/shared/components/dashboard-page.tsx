import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { StaffGate } from '../../auth/components/staff-gate';
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
];

/** Frame of every exposed page: query cache, staff gate, dashboard navigation and the page's heading. */
export function DashboardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffGate>
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
      </StaffGate>
    </QueryClientProvider>
  );
}
