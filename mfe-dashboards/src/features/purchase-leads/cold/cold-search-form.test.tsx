// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColdSearchForm } from './cold-search-form';

afterEach(cleanup);

describe('ColdSearchForm', () => {
  it('searches on submit with the text trimmed, and only then', () => {
    const onSearch = vi.fn();
    render(<ColdSearchForm search="" onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Buscar por nome ou telefone'), { target: { value: '  ana ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith('ana');
  });

  it('"Limpar busca" empties the field and the search', () => {
    const onSearch = vi.fn();
    render(<ColdSearchForm search="ana" onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Buscar por nome ou telefone'), { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect((screen.getByLabelText('Buscar por nome ou telefone') as HTMLInputElement).value).toBe('');
  });
});
