import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Country } from './phone-mask';
import type { CountryCatalog } from './use-country-catalog';

export interface CountryPickerOptions {
  catalog: CountryCatalog | null;
  /** The chosen country: the active option when the picker opens without a search. */
  country: Country;
  /** Called when the picker opens (to load the catalog). */
  onOpen: () => void;
  /** A country was chosen (click or Enter): the picker is already closed. */
  onChoose: (country: Country) => void;
  /** Id of an option's element, to scroll the active one into view. */
  optionId: (iso: string) => string;
}

/**
 * State of the country picker: open or not, the search and its results, the active option and the keyboard
 * (arrows, Home, End, Enter, Escape, Tab). Opening or closing clears the search; a mouse-down outside `wrapperRef`
 * closes it; the search box takes the focus when it opens and Escape gives it back to `triggerRef`.
 */
export function useCountryPicker({ catalog, country, onOpen, onChoose, optionId }: CountryPickerOptions) {
  const [open, setOpen] = useState(false);
  const [query, setQueryState] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const results = useMemo(() => (catalog ? catalog.searchCountries(query) : []), [catalog, query]);
  const active: Country | undefined = results[Math.min(activeIndex, results.length - 1)];

  useEffect(() => {
    if (!open || !catalog || query) return;
    setActiveIndex(
      Math.max(
        0,
        catalog.COUNTRIES.findIndex((c) => c.iso === country.iso),
      ),
    );
  }, [open, catalog, query, country.iso]);

  const openPicker = () => {
    setQueryState('');
    setActiveIndex(0);
    setOpen(true);
    onOpen();
  };

  const closePicker = (focusTrigger: boolean) => {
    setQueryState('');
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };

  const toggle = () => (open ? closePicker(false) : openPicker());

  const choose = (next: Country) => {
    setQueryState('');
    setOpen(false);
    onChoose(next);
  };

  const setQuery = (value: string) => {
    setQueryState(value);
    setActiveIndex(0);
  };

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (wrapperRef.current && event.target instanceof Node && !wrapperRef.current.contains(event.target)) {
        setQueryState('');
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
    // optionId only depends on the component's id, which never changes
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

  return { open, toggle, query, setQuery, results, active, choose, onSearchKeyDown, wrapperRef, triggerRef, searchRef };
}
