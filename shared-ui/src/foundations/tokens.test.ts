import { describe, expect, it } from 'vitest';
import css from '../theme/tokens.css?raw';
import { contrastRatio, isHexColour, parseTokens } from './tokens';

describe('design tokens', () => {
  const tokens = parseTokens(css);

  it('reads both themes and the shared scales from tokens.css', () => {
    expect(tokens.themes.dark['--color-bg']).toBe('#0b1020');
    expect(tokens.themes.light['--color-bg']).toBe('#ffffff');
    expect(tokens.shared['--space-4']).toBe('1rem');
    expect(tokens.themes.light['--shadow']).toContain('15 23 42');
    expect(tokens.themes.dark['--shadow']).toContain('0 0 0');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('every text colour meets AA (4.5:1) on every background in both themes', () => {
    for (const theme of ['dark', 'light'] as const) {
      const t = tokens.themes[theme];
      for (const bg of ['--color-bg', '--color-surface', '--color-surface-2']) {
        for (const fg of [
          '--color-text',
          '--color-text-muted',
          '--color-primary',
          '--color-accent',
          '--color-danger',
          '--color-success',
          '--color-warning',
        ]) {
          expect(isHexColour(t[fg]!) && isHexColour(t[bg]!)).toBe(true);
          expect(contrastRatio(t[fg]!, t[bg]!), `${theme} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(contrastRatio(t['--color-primary-contrast']!, t['--color-primary']!)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(t['--color-primary-contrast']!, t['--color-danger']!),
        `${theme} destructive button`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
