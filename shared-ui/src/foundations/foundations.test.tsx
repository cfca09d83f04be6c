import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './foundations.stories';

const { Cores, Tipografia, Espacamento, RaiosESombras } = composeStories(stories);

describe('Foundations', () => {
  it('shows the palette of both themes with contrast ratios', () => {
    render(<Cores />);
    const dark = screen.getByRole('region', { name: 'Tema escuro (padrão)' });
    const light = screen.getByRole('region', { name: 'Tema claro' });
    expect(within(dark).getByText('#0b1020')).toBeInTheDocument();
    expect(within(light).getByText('#92400e')).toBeInTheDocument();
    // light --color-text on white: 17,85:1
    expect(within(light).getByText(/bg: 17,85:1 \(AAA\)/)).toBeInTheDocument();
    expect(within(dark).getByText(/primary: 8,\d\d:1/)).toBeInTheDocument();
  });

  it('shows the type scale, spacing, radii and shadows of both themes', () => {
    render(<Tipografia />);
    expect(screen.getByText('--text-2xl · 1.5rem')).toBeInTheDocument();
    render(<Espacamento />);
    expect(screen.getByText('--space-8 · 4rem')).toBeInTheDocument();
    render(<RaiosESombras />);
    expect(screen.getByRole('region', { name: 'Sombras: Tema claro' })).toHaveTextContent('--shadow-sm');
  });
});
