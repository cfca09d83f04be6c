import type { RefObject } from 'react';
import { formatPhone, type Country } from './phone-mask';
import styles from './country-phone-input.module.css';

export type PhoneNumberInputProps = {
  id: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  country: Country;
  number: string;
  /** Receives the number formatted with the country's mask, as typed. */
  onNumberChange: (masked: string) => void;
  disabled: boolean;
  required: boolean;
  /** Id of the error message when there is one (aria-describedby, aria-invalid). */
  errorId: string | undefined;
};

/** The national number, masked as typed with the country's mask (its length caps the input). */
export function PhoneNumberInput({
  id,
  inputRef,
  country,
  number,
  onNumberChange,
  disabled,
  required,
  errorId,
}: PhoneNumberInputProps) {
  return (
    <input
      ref={inputRef}
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
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onNumberChange(formatPhone(event.target.value, country))}
    />
  );
}
