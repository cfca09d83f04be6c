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
