import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flagOf, formatPhone, type Country } from './phone-mask';
import styles from './country-phone-input.module.css';

type CountriesModule = typeof import('./country-catalog');

let loadedCatalog: CountriesModule | null = null;
let catalogPromise: Promise<CountriesModule> | null = null;

function loadCatalog(): Promise<CountriesModule> {
  catalogPromise ??= import('./country-catalog').then(
    (module) => (loadedCatalog = module),
    (error: unknown) => {
      catalogPromise = null;
      throw error;
    },
  );
  return catalogPromise;
}

export type CountryPhoneInputProps = {
  id: string;
  label: string;
  country: Country;
  onCountryChange: (country: Country) => void;
  number: string;
  /** Receives the number formatted with the country's mask. */
  onNumberChange: (masked: string) => void;
  disabled?: boolean;
  error?: string;
  required?: boolean;
};

/**
 * Country picker (searchable by name or calling code) next to a phone number input masked as typed.
 * Opening or closing the picker clears its search; choosing a country clears the number.
 */
export function CountryPhoneInput({
  id,
  label,
  country,
  onCountryChange,
  number,
  onNumberChange,
  disabled = false,
  error,
  required = false,
}: CountryPhoneInputProps) {
  const uid = useId();
  const popupId = `${uid}-paises`;
  const listId = `${uid}-lista`;
  const errorId = `${uid}-erro`;
  const optionId = (iso: string) => `${uid}-pais-${iso}`;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The country list (libphonenumber-js metadata) is fetched on demand: when the picker is about to
  // open (hover / focus of its button) or opens, never on the first render of the page.
  const [catalog, setCatalog] = useState<CountriesModule | null>(loadedCatalog);
  const preload = () => {
    if (!catalog) void loadCatalog().then(setCatalog, () => undefined);
  };

  const results = useMemo(() => (catalog ? catalog.searchCountries(query) : []), [catalog, query]);
  const active = results[Math.min(activeIndex, results.length - 1)];

  useEffect(() => {
    if (!open || !catalog || query) return;
    setActiveIndex(Math.max(0, catalog.COUNTRIES.findIndex((c) => c.iso === country.iso)));
  }, [open, catalog, query, country.iso]);

  const openPicker = () => {
    setQuery('');
    setActiveIndex(0);
    setOpen(true);
    preload();
  };

  const closePicker = (focusTrigger: boolean) => {
    setQuery('');
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };

  const choose = (next: Country) => {
    setQuery('');
    setOpen(false);
    if (next.iso !== country.iso) onCountryChange(next);
    onNumberChange('');
    numberRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (wrapperRef.current && event.target instanceof Node && !wrapperRef.current.contains(event.target)) {
        setQuery('');
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || !active) return;
    const element = document.getElementById(optionId(active.iso));
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on uid, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((i) => Math.min(results.length - 1, Math.min(i, results.length - 1) + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((i) => Math.max(0, Math.min(i, results.length - 1) - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(results.length - 1);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closePicker(true);
        break;
      case 'Tab':
        closePicker(false);
        break;
    }
  };

  return (
    <div ref={wrapperRef} className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={styles.row} data-invalid={error ? true : undefined}>
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={disabled}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => (open ? closePicker(false) : openPicker())}
        >
          {/* Named by its content, 'País: Brasil (+55)', so the visible '+55' is part of the name (WCAG 2.5.3). */}
          <span aria-hidden="true">{flagOf(country.iso)}</span>
          <span className="sr-only">País: {country.name} (</span>
          <span>{country.dial}</span>
          <span className="sr-only">)</span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <input
          ref={numberRef}
          id={id}
          className={styles.number}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country.placeholder}
          value={number}
          maxLength={country.mask.length}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onNumberChange(formatPhone(event.target.value, country))}
        />
      </div>
      {open ? (
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
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {!catalog ? (
            <p className={styles.empty} role="status">
              Carregando países...
            </p>
          ) : null}
          {catalog && results.length === 0 ? (
            <p className={styles.empty} role="status">
              Nenhum país encontrado
            </p>
          ) : null}
          <ul ref={listRef} id={listId} role="listbox" aria-label="Países" className={styles.list} hidden={results.length === 0}>
            {results.map((c) => (
              <li
                key={c.iso}
                id={optionId(c.iso)}
                role="option"
                aria-selected={c.iso === country.iso}
                data-active={active?.iso === c.iso || undefined}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(c)}
              >
                <span aria-hidden="true">{flagOf(c.iso)}</span>
                <span className={styles.optionName}>{c.name}</span>
                <span className={styles.optionDial}>{c.dial}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
