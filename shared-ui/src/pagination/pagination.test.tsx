import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';
import * as stories from './pagination.stories';

const { FirstPage, Middle, LastPage, FewPages } = composeStories(stories);

const labels = () =>
  Array.from(screen.getByRole('navigation', { name: 'Paginação' }).querySelectorAll('li')).map((li) => li.textContent);

describe('pageItems', () => {
  it('keeps 1, the last page and current ±1 with ellipses', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('middle page shows both ellipses and marks the current page', () => {
    render(<Middle />);
    expect(labels()).toEqual(['Anterior', '1', '…', '4', '5', '6', '…', '10', 'Próxima']);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Anterior on the first page and Próxima on the last', () => {
    render(<FirstPage />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    render(<LastPage />);
    expect(screen.getAllByRole('button', { name: 'Próxima' })[1]).toBeDisabled();
  });

  it('moves between pages', async () => {
    render(<FewPages />);
    expect(labels()).toEqual(['Anterior', '1', '2', '3', 'Próxima']);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(FewPages.args.onPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(FewPages.args.onPage).toHaveBeenLastCalledWith(1);
  });
});
