import { useId, useRef } from 'react';
import { flagOf, type Country } from './phone-mask';
import { CountryListbox } from './country-listbox';
import { PhoneNumberInput } from './phone-number-input';
import { useCountryCatalog } from './use-country-catalog';
import { useCountryPicker } from './use-country-picker';
import styles from './country-phone-input.module.css';

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
 *
 * **Faça:** Brasil (+55) como padrão; rótulo visível ("WhatsApp"); mensagem de erro que diz o formato esperado.
 *
 * **Não faça:** pedir o código do país num campo à parte; apagar o número digitado quando a validação falha.
 *
 * Opening or closing the picker clears its search; choosing a country clears the number.
 * The parts: useCountryCatalog (the list, loaded on demand), useCountryPicker (open state, search, keyboard),
 * CountryListbox (the popup) and PhoneNumberInput (the masked number).
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
  const numberRef = useRef<HTMLInputElement>(null);

  const { catalog, preload } = useCountryCatalog();
  const picker = useCountryPicker({
    catalog,
    country,
    optionId,
    onOpen: preload,
    onChoose: (next) => {
      if (next.iso !== country.iso) onCountryChange(next);
      onNumberChange('');
      numberRef.current?.focus();
    },
  });

  return (
    <div ref={picker.wrapperRef} className={styles.field}>
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
          ref={picker.triggerRef}
          type="button"
          className={styles.trigger}
          aria-haspopup="listbox"
          aria-expanded={picker.open}
          aria-controls={picker.open ? popupId : undefined}
          disabled={disabled}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={picker.toggle}
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
        <PhoneNumberInput
          id={id}
          inputRef={numberRef}
          country={country}
          number={number}
          onNumberChange={onNumberChange}
          disabled={disabled}
          required={required}
          errorId={error ? errorId : undefined}
        />
      </div>
      {picker.open ? (
        <CountryListbox
          popupId={popupId}
          listId={listId}
          optionId={optionId}
          searchRef={picker.searchRef}
          query={picker.query}
          onQueryChange={picker.setQuery}
          onSearchKeyDown={picker.onSearchKeyDown}
          loaded={catalog !== null}
          results={picker.results}
          active={picker.active}
          selectedIso={country.iso}
          onChoose={picker.choose}
        />
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
