// Numbers, money and percentages as pt-BR writes them: the one way the site formats them (the dashboards' dates keep
// Intl.DateTimeFormat, which needs the time zone data). Each prints exactly what the matching Intl.NumberFormat('pt-BR')
// prints (numbers.test.ts compares them), without Intl: the first Intl formatter a page creates sets up ICU's locale
// data, a long task on a slow phone, on a public page (the landing's counters after its takeover, the sales page's
// salary bars during its takeover; the figures: docs/performance.md).

/**
 * '5.000', '120,50': `new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals
 * }).format(value)`, for every number ('NaN', '∞' and '-0' too).
 */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const digits = roundedDigits(Math.abs(value), decimals).padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : '';
  // Intl keeps the sign of a negative number that rounds to zero ('-0').
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${integer}${fraction}`;
}

/**
 * The digits of `magnitude` x 10^decimals rounded to an integer, half away from zero, on the number's shortest decimal
 * form as Intl rounds it (1.005 is '1.005', so 2 decimals give '101', not the '100' of its binary value x 100).
 * toExponential() gives that form for every size ('5e-7', '1.005e+0', '1e+21'); BigInt keeps every digit.
 */
function roundedDigits(magnitude: number, decimals: number): string {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  const significant = mantissa.replace('.', '');
  // How many of the significant digits (padded with zeros) stand before the point once shifted by `decimals`.
  const kept = Number(exponent) + 1 + decimals;
  if (kept < 0) return '0';
  const whole = BigInt(significant.padEnd(kept, '0').slice(0, kept) || '0');
  return String((significant[kept] ?? '0') >= '5' ? whole + 1n : whole);
}

/** 'R$ 1.497,50' (a no-break space after 'R$'; '-R$ 5,00'): Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }). */
export function formatBrl(value: number): string {
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}R$\u00a0${formatNumber(Math.abs(value), 2)}`;
}

/** '12,50%': the number with `decimals` decimals and a percent sign (the value is already a percentage). */
export function formatPercent(value: number, decimals: number): string {
  return `${formatNumber(value, decimals)}%`;
}
