/** Reads the design tokens out of tokens.css (the one source) so the Foundations pages cannot drift from it. */
export type ThemeName = 'dark' | 'light';
export type Tokens = { shared: Record<string, string>; themes: Record<ThemeName, Record<string, string>> };

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    out[match[1]!] = match[2]!.replace(/\s+/g, ' ').trim();
  return out;
}

/** Splits tokens.css into the shared custom properties and each theme's (dark = `:root` default). */
export function parseTokens(css: string): Tokens {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Tokens = { shared: {}, themes: { dark: {}, light: {} } };
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selector = match[1]!.trim();
    const decls = declarations(match[2]!);
    if (selector.includes("data-theme='light'") || selector.includes('data-theme="light"'))
      Object.assign(tokens.themes.light, decls);
    else if (selector.includes("data-theme='dark'") || selector.includes('data-theme="dark"'))
      Object.assign(tokens.themes.dark, decls);
    else Object.assign(tokens.shared, decls);
  }
  // Values shared by both themes unless a theme overrides them (e.g. --shadow).
  for (const theme of ['dark', 'light'] as const) {
    for (const [name, value] of Object.entries(tokens.shared))
      if (!(name in tokens.themes[theme])) tokens.themes[theme][name] = value;
  }
  return tokens;
}

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const channels = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const isHexColour = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
