import type { KeyboardEvent, RefObject } from 'react';
import { flagOf, type Country } from './phone-mask';
import styles from './country-phone-input.module.css';

export type CountryListboxProps = {
  popupId: string;
  listId: string;
  optionId: (iso: string) => string;
  searchRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQueryChange: (query: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** False while the country list is still loading. */
  loaded: boolean;
  results: readonly Country[];
  active: Country | undefined;
  /** The chosen country (aria-selected). */
  selectedIso: string;
  onChoose: (country: Country) => void;
};

/** The picker's popup: the search box (a combobox) and the listbox of countries it filters. */
export function CountryListbox({
  popupId,
  listId,
  optionId,
  searchRef,
  query,
  onQueryChange,
  onSearchKeyDown,
  loaded,
  results,
  active,
  selectedIso,
  onChoose,
}: CountryListboxProps) {
  return (
    <div id={popupId} className={styles.popup}>
      <input
        ref={searchRef}
        type="search"
        className={styles.search}
        placeholder="Buscar país..."
        aria-label="Buscar país"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active.iso) : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      {!loaded ? (
        <p className={styles.empty} role="status">
          Carregando países...
        </p>
      ) : null}
      {loaded && results.length === 0 ? (
        <p className={styles.empty} role="status">
          Nenhum país encontrado
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label="Países" className={styles.list} hidden={results.length === 0}>
        {results.map((c) => (
          <li
            key={c.iso}
            id={optionId(c.iso)}
            role="option"
            aria-selected={c.iso === selectedIso}
            data-active={active?.iso === c.iso || undefined}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(c)}
          >
            <span aria-hidden="true">{flagOf(c.iso)}</span>
            <span className={styles.optionName}>{c.name}</span>
            <span className={styles.optionDial}>{c.dial}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
