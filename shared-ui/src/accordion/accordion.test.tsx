import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './accordion.stories';

const { AllClosed, FirstOpen, SingleItem } = composeStories(stories);

describe('Accordion', () => {
  it('starts closed, with buttons controlling hidden regions', () => {
    render(<AllClosed />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps only one item open and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<AllClosed />);
    const first = screen.getByRole('button', { name: 'O evento é gratuito?' });
    const second = screen.getByRole('button', { name: 'Preciso ter experiência com programação?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'O evento é gratuito?' })).toHaveTextContent('100% gratuita');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup();
    render(<AllClosed />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'O evento é gratuito?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'O evento é gratuito?' })).toBeVisible();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Preciso ter experiência com programação?' })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('opens the default item', () => {
    render(<FirstOpen />);
    expect(screen.getByRole('button', { name: 'O evento é gratuito?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region')).toHaveTextContent('Sim, a Semana Java é 100% gratuita.');
  });

  it('renders a single item', () => {
    render(<SingleItem />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
