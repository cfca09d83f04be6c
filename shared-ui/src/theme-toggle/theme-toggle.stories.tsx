import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Componentes/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'dark', onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { args: { theme: 'light' } };

/** Stateful: toggles the theme of this Storybook page, like the shell does. */
export const Interactive: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState(args.theme);
    return (
      <ThemeToggle
        theme={theme}
        onToggle={() => {
          args.onToggle();
          const next = theme === 'dark' ? 'light' : 'dark';
          document.documentElement.setAttribute('data-theme', next);
          setTheme(next);
        }}
      />
    );
  },
};
