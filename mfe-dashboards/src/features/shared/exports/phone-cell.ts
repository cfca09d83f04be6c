import { digitsOnly } from '@funil/text/digits';

type PhoneModule = typeof import('@funil/shared-ui/format/phone');

/**
 * The phone formatter (libphonenumber-js with its full metadata, large: docs/performance.md) loads when an export starts, not
 * with the page: `useExportCsvMutation` awaits `loadPhoneFormat()` before it writes a row.
 */
let phone: PhoneModule | null = null;
let loading: Promise<void> | null = null;

export function loadPhoneFormat(): Promise<void> {
  loading ??= import('@funil/shared-ui/format/phone').then(
    (module) => {
      phone = module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A phone cell of a CSV export in international format, '+55 11 98765 4321' (or national, '(11) 98765-4321', for a
 * column beside the country code), which pt-BR Excel keeps as text (a run of digits opens as 5,51199E+12). Before
 * `loadPhoneFormat()` has finished: the digits.
 */
export function phoneCell(
  value: string | null | undefined,
  style: 'international' | 'national' = 'international',
): string {
  if (!phone) return digitsOnly(value);
  return style === 'national' ? phone.formatPhoneNational(value) : phone.formatPhoneInternational(value);
}
