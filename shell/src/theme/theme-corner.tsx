import { createRoot } from 'react-dom/client';
import { ThemeToggle } from '@funil/shared-ui/theme-toggle';
import { toggleTheme, useTheme } from './theme-store';

/** The theme toggle, floating in a corner above every page. */
export function ThemeCorner() {
  const theme = useTheme();
  return (
    <div className="shell-theme-corner">
      <ThemeToggle theme={theme} onToggle={toggleTheme} />
    </div>
  );
}

/**
 * The toggle in a React root of its own, after #root: outside the page's tree, so the pre-rendered page (which does
 * not have it) is hydrated as it is, and the toggle does not have to wait for the page or be part of its render.
 */
export function mountThemeCorner(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<ThemeCorner />);
}
