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

/** Every component gets a documentation page (description and do/don't from its JSDoc, props table, stories). */
export const tags: Preview['tags'] = ['autodocs'];

/** The two widths the product is designed for: the visitor's phone and the staff's desktop. */
export const VIEWPORTS = {
  mobile: { name: 'Celular (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const parameters: Preview['parameters'] = {
  layout: 'padded',
  backgrounds: { disable: true },
  controls: { expanded: true },
  viewport: { options: VIEWPORTS },
  // Accessibility panel (axe): a violation fails the story's test (Storybook test runner / Vitest addon);
  // src/a11y.test.tsx runs the same check over every story in `pnpm test`.
  a11y: { test: 'error' },
  options: {
    storySort: { order: ['Fundamentos', 'Componentes', 'Formulários', 'Dados', 'Feedback', 'Navegação'] },
  },
};
