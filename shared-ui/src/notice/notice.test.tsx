import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './notice.stories';

const { Info, Danger, WithAction } = composeStories(stories);

describe('Notice', () => {
  it('is a polite status by default', () => {
    render(<Info />);
    expect(screen.getByRole('status')).toHaveTextContent('Exportação em andamento');
  });

  it('a danger notice is an alert', () => {
    render(<Danger />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível salvar');
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'danger');
  });

  it('renders its action', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
  });
});
