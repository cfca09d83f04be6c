/**
 * Reports what each shared-ui component costs a page that imports it (minified, gzip -9): the code the
 * page loads up front and what is only fetched on demand. react and react-dom are external.
 * Usage: pnpm --filter @funil/shared-ui size
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const root = resolve(import.meta.dirname, '..');
/** Each entry is the code of a page that imports one thing, the way the remotes do. */
const entries: Record<string, string> = {
  'cta-button': `export { CtaButton } from './src/cta-button/cta-button.tsx';`,
  modal: `export { Modal } from './src/modal/modal.tsx';`,
  'phone-input': `export { CountryPhoneInput } from './src/phone-input/country-phone-input.tsx';`,
  'phone-input+default': `export { CountryPhoneInput } from './src/phone-input/country-phone-input.tsx';
    export { DEFAULT_COUNTRY } from './src/phone-input/countries.ts';`,
  'countries (all)': `export { COUNTRIES, findCountryByDial } from './src/phone-input/countries.ts';`,
  countdown: `export { Countdown } from './src/countdown/countdown.tsx';`,
  'progress-bar': `export { ProgressBar } from './src/progress-bar/progress-bar.tsx';`,
  accordion: `export { Accordion } from './src/accordion/accordion.tsx';`,
  'animated-counter': `export { AnimatedCounter } from './src/animated-counter/animated-counter.tsx';`,
  'theme-toggle': `export { ThemeToggle } from './src/theme-toggle/theme-toggle.tsx';`,
};

const gz = (content: Buffer) => gzipSync(content, { level: 9 }).length;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rows: string[] = [];
for (const [name, code] of Object.entries(entries)) {
  const work = mkdtempSync(join(tmpdir(), 'shared-ui-size-'));
  const outDir = join(work, 'out');
  const entry = join(work, 'entry.ts');
  writeFileSync(entry, code.replaceAll("'./src/", `'${root}/src/`));
  try {
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react(-dom)?(\/.*)?$/] },
      },
    });
    const files = readdirSync(outDir, { recursive: true }).map(String);
    // What the page downloads up front (entry JS + CSS) and what is only fetched on demand (lazy chunks).
    let initial = 0;
    let lazy = 0;
    for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
      const size = gz(readFileSync(join(outDir, file)));
      if (file.startsWith('entry') || file.endsWith('.css')) initial += size;
      else lazy += size;
    }
    rows.push(`${name.padEnd(22)} ${kb(initial).padStart(14)} ${kb(lazy).padStart(14)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
console.log(`${'import'.padEnd(22)} ${'initial gzip'.padStart(14)} ${'on demand gzip'.padStart(14)}`);
console.log(rows.join('\n'));
