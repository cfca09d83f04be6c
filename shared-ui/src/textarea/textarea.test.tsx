import { createRef } from 'react';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';
import * as stories from './textarea.stories';

const { Empty, Invalid, Disabled } = composeStories(stories);

describe('Textarea', () => {
  it('types several lines and reports changes', async () => {
    render(<Empty />);
    const box = screen.getByRole('textbox', { name: 'Descreva o motivo' });
    await userEvent.type(box, 'a{enter}b');
    expect(box).toHaveValue('a\nb');
    expect(Empty.args.onChange).toHaveBeenCalledTimes(3);
  });

  it('shows invalid and disabled states', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox', { name: 'Descreva o motivo' })).toHaveAttribute('aria-invalid', 'true');
    render(<Disabled />);
    expect(screen.getByDisplayValue('Recebo mensagens demais.')).toBeDisabled();
  });

  it('forwards ref and keeps extra classes', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea ref={ref} aria-label="Sonho" className="extra" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Sonho' }));
    expect(ref.current).toHaveClass('extra');
  });
});
