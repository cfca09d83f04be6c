import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './checkbox.stories';

const { Unchecked, Checked, Disabled } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles by clicking its label', async () => {
    render(<Unchecked />);
    const box = screen.getByRole('checkbox', { name: 'Quero receber novidades por e-mail' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Quero receber novidades por e-mail'));
    expect(box).toBeChecked();
    expect(Unchecked.args.onChange).toHaveBeenCalledTimes(1);
  });

  it('renders checked and disabled', () => {
    render(<Checked />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    render(<Disabled />);
    expect(screen.getAllByRole('checkbox')[1]).toBeDisabled();
  });
});
