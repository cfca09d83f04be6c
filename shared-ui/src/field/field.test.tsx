import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './field.stories';

const { Default, WithHint, WithError, WithSelect } = composeStories(stories);

describe('Field', () => {
  it('names the control by its label', () => {
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveValue('ana@exemplo.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with the hint', () => {
    render(<WithHint />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Usaremos só para enviar o link das aulas.',
    );
  });

  it('marks the control invalid and announces the error, keeping what was typed', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: /Telefone/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Informe um telefone válido com DDD.');
    expect(input).toHaveValue('1199');
  });

  it('works with a select', () => {
    render(<WithSelect />);
    expect(screen.getByRole('combobox', { name: 'Lançamento' })).toHaveValue('l2');
  });

  it('keeps a fixed id when given (pre-rendered forms), tying the error to it', () => {
    render(<WithError id="compra-telefone" />);
    const input = screen.getByRole('textbox', { name: /Telefone/ });
    expect(input).toHaveAttribute('id', 'compra-telefone');
    expect(input).toHaveAttribute('aria-describedby', 'compra-telefone-error');
    expect(input).toHaveAccessibleDescription('Informe um telefone válido com DDD.');
  });
});
