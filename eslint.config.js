// ESLint flat config: typescript-eslint, react-hooks, TanStack Query, and import boundaries
// (pure domain code imports neither React, nor the server, nor node:*; features never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

const FEATURES = ['assets', 'asset-detail', 'requests', 'uploads', 'warranty', 'models', 'tools', 'opportunities'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'coverage/**', 'reports/**', 'test-results/**', 'playwright-report/**', '.data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/features/**/*.ts', 'src/lib/**/*.ts', 'src/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@tanstack/query/exhaustive-deps': 'error',
      '@tanstack/query/no-rest-destructuring': 'warn',
      '@tanstack/query/stable-query-client': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'Domain code is pure: no node:* imports.' },
            { regex: '^(fs|path|os|crypto|zlib|child_process)$', message: 'Domain code is pure: no Node built-ins.' },
            { regex: '^react', message: 'Domain code is pure: no React.' },
            { regex: '(^|/)(server|features|app|lib|components)/', message: 'Domain code must not import the server or the dashboard.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'The contract is shared with the browser: no node:* imports.' },
            { regex: '(^|/)(server|features|app|lib|components)/', message: 'The contract depends only on zod and the domain.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'Features never import each other; compose them in src/app.',
            },
            { regex: '(^|/)server/', message: 'The dashboard must not import server code.' },
          ],
        },
      ],
    },
  })),
  // Storage engines never import each other; what both use lives in src/server/storage/ (storage/README.md).
  ...[
    ['sqlite', 'postgres'],
    ['postgres', 'sqlite'],
  ].map(([engine, other]) => ({
    files: [`src/server/storage/${engine}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `(^|/)${other}/`, message: `The ${engine} engine must not import the ${other} engine; move what both need to src/server/storage/.` }] },
      ],
    },
  })),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)/', message: 'Shared UI and lib do not depend on features or the app shell.' }] },
      ],
    },
  },
);
