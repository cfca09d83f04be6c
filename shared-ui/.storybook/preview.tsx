import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/tokens.css';
import '../src/theme/base.css';

type Theme = 'dark' | 'light';

function ThemeScope({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.lang = 'pt-BR';
  }, [theme]);
  return <>{children}</>;
}

const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'light' ? 'light' : 'dark';
  return (
    <ThemeScope theme={theme}>
      <Story />
    </ThemeScope>
  );
};

export const decorators: Decorator[] = [withTheme];

export const globalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Tema (data-theme no <html>)',
    toolbar: {
      title: 'Tema',
      icon: 'contrast',
      items: [
        { value: 'dark', title: 'Escuro' },
        { value: 'light', title: 'Claro' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = { theme: 'dark' };

export const parameters: Preview['parameters'] = {
  layout: 'padded',
  backgrounds: { disable: true },
  controls: { expanded: true },
};
