import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './stat-card.stories';

const { Default, WithHint } = composeStories(stories);

describe('StatCard', () => {
  it('shows label and value', () => {
    render(<Default />);
    expect(screen.getByText('Leads quentes')).toBeInTheDocument();
    expect(screen.getByText('1.234').tagName).toBe('STRONG');
  });

  it('shows the hint and tone', () => {
    render(<WithHint />);
    expect(screen.getByText('+1,2 p.p. na última semana')).toBeInTheDocument();
    expect(screen.getByText('12,5%').parentElement).toHaveAttribute('data-tone', 'success');
  });
});
