// Numbers, money and percentages as pt-BR writes them: the one way the site formats them (the dashboards' dates keep
// Intl.DateTimeFormat, which needs the time zone data). Each prints exactly what the matching Intl.NumberFormat('pt-BR')
// prints (numbers.test.ts compares them), without Intl: the first Intl formatter a page creates sets up ICU's locale
// data, 20-25 ms on the bench machine and ~100 ms at a phone's 4x CPU, one long task on a public page (the landing's
// counters after its takeover, the sales page's salary bars during its takeover; README, "Performance").

/**
 * '5.000', '120,50': `new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals
 * }).format(value)` (a half rounds away from zero). For |value| < 1e21 (JavaScript writes larger ones in exponent form).
 */
export function formatNumber(value: number, decimals = 0): string {
  const magnitude = Math.abs(value);
  // Rounded on the number's shortest decimal form ('1.005e2' is 100.5): 1.005 -> '1,01', as Intl prints it.
  const rounded = Math.round(Number(`${magnitude}e${decimals}`));
  const digits = String(rounded).padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : '';
  // Intl keeps the sign of a negative number that rounds to zero ('-0').
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${integer}${fraction}`;
}

/** 'R$ 1.497,50' (a no-break space after 'R$'; '-R$ 5,00'): Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }). */
export function formatBrl(value: number): string {
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}R$\u00a0${formatNumber(Math.abs(value), 2)}`;
}

/** '12,50%': the number with `decimals` decimals and a percent sign (the value is already a percentage). */
export function formatPercent(value: number, decimals: number): string {
  return `${formatNumber(value, decimals)}%`;
}
