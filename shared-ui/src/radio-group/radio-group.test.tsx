import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './radio-group.stories';

const { Vertical, Horizontal, WithError, Card, CardInvalid } = composeStories(stories);

describe('RadioGroup', () => {
  it('is a named group whose radios select one value', async () => {
    render(<Vertical />);
    const group = screen.getByRole('group', { name: 'Qual é o seu nível em Java?' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Avançado/ }));
    expect(screen.getByRole('radio', { name: /Avançado/ })).toBeChecked();
    expect(Vertical.args.onChange).toHaveBeenCalledWith('avancado');
  });

  it('starts from the given value', () => {
    render(<Horizontal />);
    expect(screen.getByRole('radio', { name: 'Intermediário' })).toBeChecked();
  });

  it('describes the group with its error', () => {
    render(<WithError />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Escolha uma opção.');
  });

  it('gives each radio a stable id from idPrefix and disables the whole group', () => {
    const { rerender } = render(<Card />);
    expect(screen.getByRole('radio', { name: /Intermediário/ })).toHaveAttribute('id', 'inscricao-nivel-intermediario');
    rerender(<Card disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('marks the group invalid and describes it with the error', () => {
    render(<CardInvalid />);
    const group = screen.getByRole('group', { name: 'Você já programou antes?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Por favor, responda se você já programou antes.');
  });
});
