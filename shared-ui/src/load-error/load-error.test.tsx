import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error';
import * as stories from './load-error.stories';

const { Default, WithDetail, Retrying } = composeStories(stories);

describe('LoadError', () => {
  it('alerts with the message and retries', async () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar dados');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(Default.args.onRetry).toHaveBeenCalledTimes(1);
  });
  it('shows the detail unless it repeats the message', () => {
    render(<WithDetail />);
    expect(screen.getByText('Falha de rede: tempo esgotado após 10 s.')).toBeInTheDocument();
    render(<LoadError detail="Erro ao carregar dados: 500" onRetry={() => {}} />);
    expect(screen.queryByText('Erro ao carregar dados: 500')).toBeNull();
  });
  it('ignores clicks while retrying', async () => {
    render(<Retrying />);
    const button = screen.getByRole('button', { name: 'Tentar Novamente' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(Retrying.args.onRetry).not.toHaveBeenCalled();
  });
});
