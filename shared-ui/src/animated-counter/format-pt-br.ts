/**
 * A number as pt-BR writes it ('5.000', '120,50'): what `new Intl.NumberFormat('pt-BR', { minimumFractionDigits:
 * decimals, maximumFractionDigits: decimals }).format(value)` prints (a half rounds away from zero), without Intl.
 * The first Intl formatter a page creates sets up ICU's locale data: 20-25 ms on the bench machine, ~100 ms at a phone's
 * 4x CPU, the longest task after the landing's takeover when its counters rendered (README, "Performance").
 * For |value| < 1e21 (JavaScript writes larger numbers in exponent form).
 */
export function formatPtBr(value: number, decimals = 0): string {
  const magnitude = Math.abs(value);
  // Rounded on the number's shortest decimal form ('1.005e2' is 100.5): 1.005 -> '1,01', as Intl prints it.
  const rounded = Math.round(Number(`${magnitude}e${decimals}`));
  const digits = String(rounded).padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : '';
  // Intl keeps the sign of a negative number that rounds to zero ('-0').
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${integer}${fraction}`;
}
