// One lint setup for the whole workspace.
// The rule that matters most for the architecture: remotes (and the shell) never import each other;
// they share only @funil/shared-ui and @funil/data-client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** Every Node built-in module name (fs, path, ...): forbidden in edge/src. */
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const apps = ['shell', 'mfe-funnel', 'mfe-lessons', 'mfe-sales', 'mfe-dashboards'];

// The router is one shared singleton published as 'react-router-dom' (build-config/react-router-dom-slim.ts).
const routerImport = {
  name: 'react-router',
  message:
    "Import the router from 'react-router-dom': it is the shared singleton (see build-config/react-router-dom-slim.ts).",
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
// nothing from another feature; what two features share lives in <remote>/src/features/shared/ (or shared-ui,
// data-client). Resolved on the import's path, so '../../other/x', '../other' and absolute forms are all caught.
const FEATURE_PATH = /[\\/](mfe-[\w-]+)[\\/]src[\\/]features[\\/]([\w-]+)(?:[\\/]|$)/;
const SHARED_FEATURE = 'shared';

function featureOf(file) {
  const match = FEATURE_PATH.exec(file);
  return match ? { remote: match[1], feature: match[2] } : null;
}

const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'A feature imports no other feature (only its own files and features/shared).' },
        schema: [],
        messages: {
          crossFeature:
            "Feature '{{own}}' imports feature '{{other}}': features never import each other. Move what both need to src/features/shared/.",
        },
      },
      create(context) {
        const own = featureOf(context.filename);

        if (!own) return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
          if (!target || target.remote !== own.remote) return;
          if (target.feature === own.feature || target.feature === SHARED_FEATURE) return;
          context.report({
            node: source,
            messageId: 'crossFeature',
            data: { own: own.feature, other: target.feature },
          });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'data-client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerImport] }] },
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
