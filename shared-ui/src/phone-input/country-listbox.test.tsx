import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountryListbox, type CountryListboxProps } from './country-listbox';
import type { Country } from './phone-mask';

const BR: Country = { iso: 'BR', dial: '+55', name: 'Brasil', mask: '(##) #####-####', placeholder: '11999999999' };
const PT: Country = { iso: 'PT', dial: '+351', name: 'Portugal', mask: '### ### ###', placeholder: '912345678' };

function renderListbox(props: Partial<CountryListboxProps> = {}) {
  const all: CountryListboxProps = {
    popupId: 'p',
    listId: 'l',
    optionId: (iso) => `o-${iso}`,
    searchRef: createRef<HTMLInputElement>(),
    query: '',
    onQueryChange: vi.fn(),
    onSearchKeyDown: vi.fn(),
    loaded: true,
    results: [BR, PT],
    active: PT,
    selectedIso: 'BR',
    onChoose: vi.fn(),
    ...props,
  };
  render(<CountryListbox {...all} />);
  return all;
}

describe('CountryListbox', () => {
  it('is a combobox over a listbox: the chosen country selected, the active one as the active descendant', () => {
    renderListbox();
    const search = screen.getByRole('combobox', { name: 'Buscar país' });
    expect(search).toHaveAttribute('placeholder', 'Buscar país...');
    expect(search).toHaveAttribute('aria-controls', 'l');
    expect(search).toHaveAttribute('aria-activedescendant', 'o-PT');
    expect(screen.getByRole('option', { name: /Brasil/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Portugal/ })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('listbox', { name: 'Países' }).id).toBe('l');
  });

  it('passes the typed search and the chosen option on', async () => {
    const user = userEvent.setup();
    const props = renderListbox();
    await user.type(screen.getByRole('combobox'), 'p');
    expect(props.onQueryChange).toHaveBeenLastCalledWith('p');
    await user.click(screen.getByRole('option', { name: /Portugal/ }));
    expect(props.onChoose).toHaveBeenCalledWith(PT);
  });

  it('says when the list is loading or the search found nothing', () => {
    renderListbox({ loaded: false, results: [], active: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando países...');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('says when the search found nothing', () => {
    renderListbox({ results: [], active: undefined, query: 'zzz' });
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum país encontrado');
  });
});
