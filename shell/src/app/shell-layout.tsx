import type { ReactNode } from 'react';
import { usePageMeta } from '../meta/use-page-meta';
import { ThemeCorner } from '../theme/theme-corner';

/** Header-less: each page owns its layout; the shell adds only the floating theme toggle. */
export function ShellLayout({ children }: { children: ReactNode }) {
  usePageMeta();
  return (
    <>
      {children}
      <ThemeCorner />
    </>
  );
}
