import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './select.stories';

const { Default, Disabled } = composeStories(stories);

describe('Select', () => {
  it('selects an option', async () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'Vendido');
    expect(select).toHaveValue('VENDIDO');
    expect(Default.args.onChange).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  });
});
