import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './tabs.stories';

const { Default, SecondSelected, SegmentedControlStory } = composeStories(stories);

describe('Tabs', () => {
  it('shows the selected tab panel named by its tab', () => {
    render(<SecondSelected />);
    expect(screen.getByRole('tab', { name: 'Origens' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Origens' })).toHaveTextContent('De onde vieram os leads (UTM).');
  });

  it('moves with arrows, Home and End, keeping one tab stop', async () => {
    render(<Default />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Resumo' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Origens' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Origens' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('De onde vieram');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pesquisa' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Resumo' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(Default.args.onSelect).toHaveBeenLastCalledWith('resumo');
  });

  it('segmented control presses exactly one option', async () => {
    render(<SegmentedControlStory />);
    const hot = screen.getByRole('button', { name: 'Quentes' });
    const cold = screen.getByRole('button', { name: 'Frios' });
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(cold);
    expect(cold).toHaveAttribute('aria-pressed', 'true');
    expect(hot).toHaveAttribute('aria-pressed', 'false');
  });
});
