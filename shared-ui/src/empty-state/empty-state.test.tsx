import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './empty-state.stories';

const { Default, WithAction } = composeStories(stories);

describe('EmptyState', () => {
  it('says why it is empty', () => {
    render(<Default />);
    expect(screen.getByText('Nenhum lead encontrado')).toBeInTheDocument();
    expect(screen.getByText('Nenhum lead corresponde aos filtros escolhidos.')).toBeInTheDocument();
  });
  it('offers the way forward', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });
});
