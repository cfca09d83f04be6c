import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './cta-button.stories';

const { Primary, Secondary, Small, Medium, Large, FullWidth, Disabled, Submit, AsLink, LinkNewTab, DisabledLink } =
  composeStories(stories);

describe('CtaButton', () => {
  it('renders a button of type button by default and calls onClick', async () => {
    render(<Primary />);
    const button = screen.getByRole('button', { name: 'Quero me inscrever' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    expect(Primary.args.onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the secondary variant', async () => {
    render(<Secondary />);
    expect(screen.getByRole('button', { name: 'Saiba mais' })).toHaveAttribute('data-variant', 'secondary');
  });

  it.each([
    [Small, 'sm', 'Pequeno'],
    [Medium, 'md', 'Médio'],
    [Large, 'lg', 'Grande'],
  ] as const)('renders size %#', async (Story, size, name) => {
    render(<Story />);
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-size', size);
  });

  it('supports full width', async () => {
    render(<FullWidth />);
    expect(screen.getByRole('button', { name: 'Garantir minha vaga' }).className).toMatch(/fullWidth/);
  });

  it('is disabled and ignores clicks', async () => {
    render(<Disabled />);
    const button = screen.getByRole('button', { name: 'Processando...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(Disabled.args.onClick).not.toHaveBeenCalled();
  });

  it('can submit a form', async () => {
    render(<Submit />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
  });

  it('renders a link when given href', async () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Ir para o pagamento' });
    expect(link).toHaveAttribute('href', 'https://example.com/checkout');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a new tab safely and uses the given accessible name', async () => {
    render(<LinkNewTab />);
    const link = screen.getByRole('link', { name: 'Entrar no grupo do WhatsApp (abre em uma nova aba)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a disabled link has no destination and ignores clicks', async () => {
    render(<DisabledLink />);
    const link = screen.getByRole('link', { name: 'Vagas esgotadas' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(DisabledLink.args.onClick).not.toHaveBeenCalled();
  });
});
