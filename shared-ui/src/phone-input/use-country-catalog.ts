import { useCallback, useState } from 'react';

export type CountryCatalog = typeof import('./country-catalog');

let loadedCatalog: CountryCatalog | null = null;
let catalogPromise: Promise<CountryCatalog> | null = null;

/** The country list (libphonenumber-js metadata), loaded once per page; a failed load may be tried again. */
export function loadCountryCatalog(): Promise<CountryCatalog> {
  catalogPromise ??= import('./country-catalog').then(
    (module) => (loadedCatalog = module),
    (error: unknown) => {
      catalogPromise = null;
      throw error;
    },
  );
  return catalogPromise;
}

/**
 * The country list, fetched on demand: `preload()` when the picker is about to open (hover / focus of its button)
 * or opens, never on the first render of the page. `catalog` is null until it has arrived.
 */
export function useCountryCatalog(): { catalog: CountryCatalog | null; preload: () => void } {
  const [catalog, setCatalog] = useState<CountryCatalog | null>(loadedCatalog);
  const preload = useCallback(() => {
    if (!catalog) void loadCountryCatalog().then(setCatalog, () => undefined);
  }, [catalog]);
  return { catalog, preload };
}
