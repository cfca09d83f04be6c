import { createRef } from 'react';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import * as stories from './input.stories';

const { Empty, Invalid, Disabled } = composeStories(stories);

describe('Input', () => {
  it('types and reports changes', async () => {
    render(<Empty />);
    const input = screen.getByRole('textbox', { name: 'Nome completo' });
    await userEvent.type(input, 'Bia');
    expect(input).toHaveValue('Bia');
    expect(Empty.args.onChange).toHaveBeenCalledTimes(3);
  });

  it('shows invalid and disabled states', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Nome completo' })).toBeDisabled();
  });

  it('forwards ref and keeps extra classes', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Busca" className="extra" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Busca' }));
    expect(ref.current?.className).toContain('extra');
  });
});
