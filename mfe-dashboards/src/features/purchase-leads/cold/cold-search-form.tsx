import { useState, type FormEvent } from 'react';
import { Field } from '../../shared/components/field';
import ui from '../../shared/components/ui.module.css';

/** 'Buscar por nome ou telefone': the search applies on submit; 'Limpar busca' empties it. */
export function ColdSearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [searchDraft, setSearchDraft] = useState('');

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(searchDraft.trim());
  }

  return (
    <form role="search" className={ui.filters} onSubmit={submitSearch}>
      <Field label="Buscar por nome ou telefone">
        {(id) => (
          <input id={id} className={ui.input} type="search" value={searchDraft} onChange={(e) => setSearchDraft(e.target.value)} />
        )}
      </Field>
      <button type="submit" className={ui.button}>Buscar</button>
      {(search || searchDraft) && (
        <button type="button" className={ui.button}
          onClick={() => {
            setSearchDraft('');
            onSearch('');
          }}>
          Limpar busca
        </button>
      )}
    </form>
  );
}
