import { ThemeToggle } from '@funil/shared-ui/src/theme-toggle/theme-toggle';
import { useThemeStore } from './theme-store';

/** The theme toggle, floating in a corner above every page. */
export function ThemeCorner() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  return (
    <div className="shell-theme-corner">
      <ThemeToggle theme={theme} onToggle={toggleTheme} />
    </div>
  );
}
