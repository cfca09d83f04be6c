import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './badge.stories';

const { Tones, Status } = composeStories(stories);

describe('Badge and StatusBadge', () => {
  it('carry their tone and say it in text', () => {
    render(<Tones />);
    expect(screen.getByText('Pago')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Rascunho')).toHaveAttribute('data-tone', 'neutral');
  });

  it('StatusBadge has a decorative dot and the status as text', () => {
    render(<Status />);
    const sold = screen.getByText('Vendido');
    expect(sold).toHaveAttribute('data-tone', 'success');
    expect(sold.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(sold).toHaveTextContent(/^Vendido$/);
  });
});
