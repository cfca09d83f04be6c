/**
 * The phone input's public module (docs/contracts.md). It only re-exports: a page that imports
 * DEFAULT_COUNTRY, Country or formatPhone gets the light phone-mask.ts, and the country list with its
 * libphonenumber-js metadata (country-catalog.ts) is bundled only where COUNTRIES, findCountryByDial
 * or searchCountries is actually used; the picker itself loads it on demand.
 */
export type { Country } from './phone-mask';
export { DEFAULT_COUNTRY, flagOf, formatPhone } from './phone-mask';
export { COUNTRIES, deriveCountry, findCountryByDial, searchCountries } from './country-catalog';
