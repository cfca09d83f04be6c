import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './confirm-dialog.stories';

const { Destructive, Neutral } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('asks, starts on Cancelar, and confirms with a destructive button', async () => {
    render(<Destructive />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmação' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir o lead Ana Souza?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    expect(confirm).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(confirm);
    expect(Destructive.args.onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape cancels without confirming', async () => {
    render(<Neutral />);
    await userEvent.keyboard('{Escape}');
    expect(Neutral.args.onCancel).toHaveBeenCalledTimes(1);
    expect(Neutral.args.onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Excluir lead' })).toBeInTheDocument();
  });
});
