// One lint setup for the whole workspace.
// The rule that matters most for the architecture: remotes (and the shell) never import each other;
// they share only @funil/shared-ui and @funil/data-client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Every Node built-in module name (fs, path, ...): forbidden in edge/src. */
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const apps = ['shell', 'mfe-funnel', 'mfe-lessons', 'mfe-sales', 'mfe-dashboards'];

// The router is one shared singleton published as 'react-router-dom' (build-config/react-router-dom-slim.ts).
const routerImport = {
  name: 'react-router',
  message:
    "Import the router from 'react-router-dom': it is the shared singleton (see build-config/react-router-dom-slim.ts).",
};

// Every package has a public face: its package.json "exports". Another package is imported by a subpath of that map
// ('@funil/shared-ui/button'), never by its files ('@funil/shared-ui/src/...') nor by a relative path into its folder
// (import-x/no-relative-packages).
const packageFace = {
  group: ['@funil/*/src', '@funil/*/src/**'],
  message:
    'Import another package through its exports map (the subpaths of its package.json "exports"), never its src/.',
};

const crossAppRules = apps.map((app) => {
  const others = apps.filter((other) => other !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerImport],
          patterns: [
            packageFace,
            {
              group: others.flatMap((other) => [
                `@funil/${other}`,
                `@funil/${other}/**`,
                `**/${other}/**`,
                `**/${other}`,
              ]),
              message:
                'Remotes and the shell never import each other: share code through @funil/shared-ui or @funil/data-client.',
            },
          ],
        },
      ],
    },
  };
});

// Feature folders are one-way (app -> features -> shared): a file under <remote>/src/features/<feature>/ imports
// nothing from another feature; what two features share lives in <remote>/src/features/shared/ (the one shared
// folder of every remote), which imports no feature; what remotes share lives in shared-ui and data-client. Zones of eslint-plugin-import-x's no-restricted-paths, one per feature, from the folders as they are:
// the imports are resolved (relative, absolute and package forms alike) before they are compared.
const SHARED_FEATURE = 'shared';
const featureZones = apps
  .filter((app) => existsSync(path.join(import.meta.dirname, app, 'src', 'features')))
  .flatMap((app) =>
    readdirSync(path.join(import.meta.dirname, app, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) =>
        name === SHARED_FEATURE
          ? {
              target: `./${app}/src/features/${SHARED_FEATURE}`,
              from: `./${app}/src/features`,
              except: [`./${SHARED_FEATURE}`],
              message: 'src/features/shared/ imports no feature: features use what is shared, never the other way.',
            }
          : {
              target: `./${app}/src/features/${name}`,
              from: `./${app}/src/features`,
              except: [`./${name}`, `./${SHARED_FEATURE}`],
              message: `Feature '${name}' imports another feature: features never import each other. Move what both need to src/features/shared/.`,
            },
      ),
  );

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The sender Worker's bundle (npm run deploy -- --dry-run), like dist/.
      'edge/dist-sender/**',
      // A remote's immutable releases (npm run remote -- build): built files, like dist/.
      'mfe-*/releases/**',
      '**/storybook-static/**',
      '.tooling/**',
      '.local-supabase/**',
      'local-supabase/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/tmp/**',
      '**/.__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Imports between packages go through the package's face (see packageFace); the import rules resolve imports as
  // TypeScript does (extensionless relative paths, the workspace packages' exports maps).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': ['error', { patterns: [packageFace] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A focused test (`it.only`, `describe.only`, `test.describe.only`) left in a commit would skip every other test.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression.callee[property.name='only'][object.name=/^(it|test|describe|suite)$/], CallExpression > MemberExpression.callee[property.name='only'] > MemberExpression.object[object.name=/^(it|test|describe)$/]",
          message: 'Focused test (.only): remove it before committing, or every other test is skipped.',
        },
      ],
    },
  },
  // Every file of the React packages that can hold a hook: components (.tsx) and hooks written as .ts (use-*.ts, the
  // dashboards' api/ hooks...). Not the Node side (e2e fixtures call Playwright's `use`, which is no React hook).
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.ts', 'shared-ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...crossAppRules,
  {
    files: ['mfe-*/src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'data-client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerImport], patterns: [packageFace] }] },
  },
  // The edge worker runs on workerd, Deno, Bun, ...: Web-standard APIs only (fetch, Request, Response, URL, streams,
  // Web Crypto, the Cache API). No Node modules and no Node globals in edge/src (edge/local/ is the Node side).
  {
    files: ['edge/src/**/*.ts'],
    // Tests and their helpers sit beside the code but run on Node (vitest), never in the worker's bundle.
    ignores: ['edge/src/**/*.test.ts', 'edge/src/**/*.test-helper.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageFace,
            {
              group: ['node:*', ...nodeBuiltins],
              message: 'edge/src runs on edge runtimes: Web-standard APIs only, no Node modules.',
            },
            {
              group: ['**/edge/local/**', '../local/**'],
              message: 'edge/local is the Node side (miniflare, deploy): the worker never imports it.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'].map(
          (name) => ({
            name,
            message: 'edge/src runs on edge runtimes: no Node globals.',
          }),
        ),
      ],
    },
  },
);
