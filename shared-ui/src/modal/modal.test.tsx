import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './modal.stories';

const {
  Medium,
  Small,
  Large,
  CustomCloseLabel,
  OnlyCloseControl,
  InitiallyOpen,
  LongContent,
  WithCountryPicker,
  Stacked,
} = composeStories(stories);

async function openModal() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Abrir modal' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is labelled by its title, modal, rendered in a portal on body, and focuses inside', async () => {
    const { container } = render(<Medium />);
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Política de Privacidade');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Medium />);
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const email = within(dialog).getByLabelText('E-mail');
    const link = within(dialog).getByRole('link', { name: 'Ler os termos completos' });
    expect(email).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape, unlocks the scroll and returns focus to the opener', async () => {
    render(<Medium />);
    const { user, opener } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Medium.args.onClose).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes with the close control "Fechar"', async () => {
    render(<Small />);
    const { user, opener, dialog } = await openModal();
    expect(dialog).toHaveAttribute('data-size', 'sm');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes when the backdrop is clicked but not when the panel is', async () => {
    render(<Large />);
    const { user, dialog } = await openModal();
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(dialog.tagName).toBe('DIALOG');
    await user.click(dialog.querySelector('[data-modal-panel]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A click on the backdrop is reported on the <dialog> element itself.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a native <dialog> opened modally (top layer, inert page behind)', async () => {
    render(<Medium />);
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('open');
    expect(dialog.parentElement).toBe(document.body);
  });

  it('Escape closes only the topmost of two stacked dialogs', async () => {
    render(<Stacked />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Editar lead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('accepts a custom close label', async () => {
    render(<CustomCloseLabel />);
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('button', { name: 'Fechar janela' })).toBeInTheDocument();
  });

  it('with only the close control, focus stays on it', async () => {
    render(<OnlyCloseControl />);
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('renders open from the start and locks scrolling', () => {
    render(<InitiallyOpen />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('renders long content', () => {
    render(<LongContent />);
    expect(screen.getByText('Parágrafo 30 dos termos de uso da Semana Java.')).toBeInTheDocument();
  });

  it('Escape in a country picker inside the modal closes the picker first, then the modal', async () => {
    const user = userEvent.setup();
    render(<WithCountryPicker />);
    const dialog = screen.getByRole('dialog', { name: 'Garanta sua vaga' });
    await user.click(within(dialog).getByRole('button', { name: 'País: Brasil (+55)' }));
    await within(dialog).findByRole('option', { name: /Brasil/ });
    expect(within(dialog).getByRole('combobox', { name: 'Buscar país' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'País: Brasil (+55)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
