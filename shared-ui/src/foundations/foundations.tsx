import type { CSSProperties } from 'react';
import css from '../theme/tokens.css?raw';
import { formatNumber } from '../format/numbers';
import styles from './foundations.module.css';
import { contrastRatio, isHexColour, parseTokens, type ThemeName } from './tokens';

const tokens = parseTokens(css);
const THEMES: { name: ThemeName; title: string }[] = [
  { name: 'dark', title: 'Tema escuro (padrão)' },
  { name: 'light', title: 'Tema claro' },
];
const BACKGROUNDS = ['--color-bg', '--color-surface', '--color-surface-2'] as const;
const format = (n: number) => formatNumber(n, 2);

function rating(ratio: number) {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA grande / não-texto';
  return 'insuficiente';
}

/** Every colour token of each theme with its contrast against the three backgrounds (or its pairing). */
export function Palette() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Cores lidas de <code>src/theme/tokens.css</code>. Para cada cor, o contraste WCAG com os três fundos (texto
        normal pede 4,5:1; bordas e ícones, 3:1).
      </p>
      <div className={styles.themes}>
        {THEMES.map(({ name, title }) => {
          const theme = tokens.themes[name];
          const colours = Object.entries(theme).filter(
            ([key, value]) => key.startsWith('--color-') && isHexColour(value),
          );
          return (
            <section
              key={name}
              className={styles.theme}
              style={{ background: theme['--color-bg'], color: theme['--color-text'] }}
              aria-label={title}
            >
              <h3>{title}</h3>
              <ul className={styles.swatches}>
                {colours.map(([key, value]) => {
                  const pairs =
                    key === '--color-primary-contrast'
                      ? [['--color-primary', contrastRatio(value, theme['--color-primary']!)] as const]
                      : BACKGROUNDS.filter((bg) => bg !== key).map(
                          (bg) => [bg, contrastRatio(value, theme[bg]!)] as const,
                        );
                  return (
                    <li key={key} className={styles.swatch}>
                      <span className={styles.chip} style={{ background: value }} />
                      <span>
                        <span className={styles.name}>{key}</span> <span className={styles.meta}>{value}</span>
                        <br />
                        <span className={styles.meta}>
                          {pairs
                            .map(
                              ([bg, ratio]) => `${bg.replace('--color-', '')}: ${format(ratio)}:1 (${rating(ratio)})`,
                            )
                            .join(' · ')}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

const scale = (prefix: string) => Object.entries(tokens.shared).filter(([key]) => key.startsWith(prefix));

export function TypeScale() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Escala tipográfica (<code>--text-*</code>) com a fonte do sistema (<code>--font-sans</code>): nenhuma fonte é
        baixada.
      </p>
      {scale('--text-').map(([key, value]) => (
        <div key={key} className={styles.scaleItem}>
          <span className={styles.name} style={{ minWidth: '8rem' }}>
            {key} · {value}
          </span>
          <span style={{ fontSize: `var(${key})` }}>Semana Java: aprenda do zero</span>
        </div>
      ))}
      <div className={styles.scaleItem}>
        <span className={styles.name} style={{ minWidth: '8rem' }}>
          --font-mono
        </span>
        <code style={{ fontFamily: 'var(--font-mono)' }}>System.out.println(&quot;Olá&quot;);</code>
      </div>
    </div>
  );
}

export function Spacing() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Espaçamentos (<code>--space-*</code>) para margens, espaços entre itens e preenchimentos.
      </p>
      {scale('--space-').map(([key, value]) => (
        <div key={key} className={styles.scaleItem}>
          <span className={styles.name} style={{ minWidth: '10rem' }}>
            {key} · {value}
          </span>
          <span className={styles.bar} style={{ width: `var(${key})` }} />
        </div>
      ))}
    </div>
  );
}

export function RadiiAndShadows() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        Raios de borda (<code>--radius*</code>) e sombras (<code>--shadow*</code>, diferentes em cada tema).
      </p>
      <div className={styles.row}>
        {scale('--radius').map(([key, value]) => (
          <div key={key} className={styles.box} style={{ borderRadius: `var(${key})` }}>
            {key}
            <br />
            {value}
          </div>
        ))}
      </div>
      <div className={styles.themes}>
        {THEMES.map(({ name, title }) => {
          const theme = tokens.themes[name];
          return (
            <section
              key={name}
              className={styles.theme}
              style={{ background: theme['--color-bg'], color: theme['--color-text'] }}
              aria-label={`Sombras: ${title}`}
            >
              <h3>{title}</h3>
              <div className={styles.row}>
                {Object.entries(theme)
                  .filter(([key]) => key.startsWith('--shadow'))
                  .map(([key, value]) => (
                    <div
                      key={key}
                      className={styles.box}
                      style={
                        {
                          boxShadow: value,
                          background: theme['--color-surface'],
                          borderRadius: theme['--radius'],
                        } as CSSProperties
                      }
                    >
                      {key}
                    </div>
                  ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
