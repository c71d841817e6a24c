import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: lib, components, theme, i18n, api → features → app. A feature never
// imports another feature; the only thing a feature takes from app/ is the typed hooks.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const appImports = {
  group: ['@/app/*', '!@/app/hooks'],
  message: 'Features and shared code do not import the app layer (only @/app/hooks).',
};

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, '../../*/**'],
            message: 'A feature does not import another feature; move shared code down.',
          },
          appImports,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      '.data/',
      'e2e/artifacts/',
      'bench/results/',
      'server/drizzle/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Values cross only from the plain-value constants files and the shared plain
              // modules (no dependency, see the rules on them below), so no server code reaches
              // the bundle; types from anywhere.
              // (A regex: a gitignore-style group cannot re-include a file under an excluded folder.)
              regex: '^@server/(?!modules/[^/]+/constants\\.ts$|shared/)',
              allowTypeImports: true,
              message:
                'Only types cross from the server into the web app, and values from @server/modules/*/constants.ts and @server/shared/.',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests are never bundled: the problem-report test checks the browser's report against the
    // server's own Redux DevTools export (src/app/support-replay.test.ts).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@server/(?!modules/[^/]+/(constants|devtools-export)\\.ts$|shared/)',
              allowTypeImports: true,
              message:
                'Only types cross from the server into the web app, and values from @server/modules/*/constants.ts and @server/shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every user-visible string goes through i18n.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': {
            include: ['aria-label', 'alt', 'title', 'label', 'placeholder', 'helperText'],
          },
        },
      ],
    },
  },
  {
    files: ['src/{lib,components,theme,i18n,api}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*'], message: 'Shared code does not import features.' },
            appImports,
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'mocks/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: [
      'server/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The server's plain-value files, which the web app imports as values: they may import only
    // each other (db/enums.ts holds the tables' enum values), so importing one never pulls
    // TypeBox, Drizzle or Node into the bundle.
    files: [
      'server/src/**/constants.ts',
      'server/src/**/currencies.ts',
      'server/src/inventory/hotels/facilities.ts',
      'server/src/db/enums.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/(?:.*/)?(?:constants|currencies|enums|facilities)\\.ts$)',
              message:
                'A constants file imports only other constants, currencies, facilities or enums files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain modules both the server and the web app run (digits, the redaction of personal data):
    // they import only each other and constants files, and types from anywhere, so the web app
    // that imports them gets no TypeBox, Drizzle or Node.
    files: ['server/src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/(?:.*/)?[\\w-]+\\.ts$)',
              allowTypeImports: true,
              message: 'A shared module imports only other shared modules (and types).',
            },
            {
              regex:
                '^(?:\\.{1,2}/)+(?:modules|plugins|db|lib|inventory)/(?!(?:[^/]+/)*constants\\.ts$)',
              allowTypeImports: true,
              message: 'Outside server/src/shared/, a shared module imports only constants files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
