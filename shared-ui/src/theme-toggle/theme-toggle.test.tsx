import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './theme-toggle.stories';

const { Dark, Light, Interactive } = composeStories(stories);

describe('ThemeToggle', () => {
  it('in dark theme offers the light theme', async () => {
    render(<Dark />);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar tema claro' }));
    expect(Dark.args.onToggle).toHaveBeenCalledTimes(1);
  });

  it('in light theme offers the dark theme', () => {
    render(<Light />);
    expect(screen.getByRole('button', { name: 'Ativar tema escuro' })).toBeInTheDocument();
  });

  it('toggles back and forth with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Ativar tema escuro' })).toHaveFocus();
    await user.keyboard(' ');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(Interactive.args.onToggle).toHaveBeenCalledTimes(2);
  });
});
