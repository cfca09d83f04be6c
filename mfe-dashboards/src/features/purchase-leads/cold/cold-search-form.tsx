import { useState, type FormEvent } from 'react';
import { Field } from '../../shared/components/field';
import ui from '../../shared/components/ui.module.css';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';

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
        {(id) => <Input id={id} type="search" value={searchDraft} onChange={(e) => setSearchDraft(e.target.value)} />}
      </Field>
      <Button variant="secondary" type="submit">
        Buscar
      </Button>
      {(search || searchDraft) && (
        <Button
          variant="secondary"
          onClick={() => {
            setSearchDraft('');
            onSearch('');
          }}
        >
          Limpar busca
        </Button>
      )}
    </form>
  );
}
