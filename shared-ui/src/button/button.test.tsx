import { createRef } from 'react';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import * as stories from './button.stories';

const { Primary, Destructive, Loading, Disabled, AsLink, Sizes, LandingCta } = composeStories(stories);

describe('Button', () => {
  it('is a type=button with its variant and calls onClick', async () => {
    render(<Primary />);
    const button = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    expect(Primary.args.onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the destructive variant and the three sizes', () => {
    render(<Destructive />);
    expect(screen.getByRole('button', { name: 'Excluir lead' })).toHaveAttribute('data-variant', 'destructive');
    render(<Sizes />);
    expect(screen.getByRole('button', { name: 'Pequeno' })).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('button', { name: 'Grande' })).toHaveAttribute('data-size', 'lg');
  });

  it('while loading is busy, focusable and ignores clicks', async () => {
    render(<Loading />);
    const button = screen.getByRole('button', { name: 'Exportando…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(Loading.args.onClick).not.toHaveBeenCalled();
  });

  it('disabled does not fire', async () => {
    render(<Disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Sem permissão' }));
    expect(Disabled.args.onClick).not.toHaveBeenCalled();
  });

  it('asChild styles the link instead of nesting a button', () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Ver leads' });
    expect(link).toHaveAttribute('href', '#leads');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('passes ref and rest props to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" form="f" aria-describedby="x">
        Enviar
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Enviar' }));
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveAttribute('form', 'f');
  });

  it('shows the landing CTA variant', () => {
    render(<LandingCta />);
    expect(screen.getByRole('button', { name: 'Quero minha vaga' })).toHaveAttribute('data-size', 'lg');
  });
});
