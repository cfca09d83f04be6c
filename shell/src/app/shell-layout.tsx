import type { ReactNode } from 'react';
import { usePageMeta } from '../meta/use-page-meta';

/**
 * Header-less: each page owns its layout. No element of its own: over pre-rendered markup the page is hydrated, so the
 * tree down to it renders nothing but the page (the theme toggle has its own root, src/theme/theme-corner.tsx).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  usePageMeta();
  return children;
}
