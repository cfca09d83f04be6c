import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './table.stories';

const { Sortable, WithSelection } = composeStories(stories);

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row)
          .getAllByRole('cell')
          .find((c) => c.textContent?.includes(' '))?.textContent,
    );

describe('Table', () => {
  it('is named by its caption and sorts with header buttons announced by aria-sort', async () => {
    render(<Sortable />);
    expect(screen.getByRole('table', { name: 'Leads quentes' })).toBeInTheDocument();
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza']);
    const valueHeader = screen.getByRole('columnheader', { name: /Valor/ });
    await userEvent.click(within(valueHeader).getByRole('button'));
    expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('selects rows, all and none; the header is indeterminate on a partial selection', async () => {
    render(<WithSelection />);
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeChecked();
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' })).toBeChecked();
    await userEvent.click(all);
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });
});
