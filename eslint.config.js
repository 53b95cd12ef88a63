import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One-way imports (bulletproof-react style): src → adapters → core; core depends on nothing of ours. */
const layers = {
  zones: [
    { target: './core', from: './adapters', message: 'core/ is the lower floor: it never imports adapters/.' },
    { target: './core', from: './src', message: 'core/ never imports the React layer.' },
    { target: './core', from: './mock-server', message: 'core/ never imports the mock backend.' },
    { target: './adapters', from: './src', message: 'adapters/ never import the React layer.' },
    { target: './adapters', from: './mock-server', message: 'adapters/ never import the mock backend.' },
    { target: './mock-server', from: './src', message: 'The mock backend stands alone.' },
    { target: './mock-server', from: './adapters', message: 'The mock backend is an independent server.' },
    { target: './mock-server', from: './core', message: 'The mock backend imports nothing of ours (features/contract/ checks it against the catalogue).' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-mock', 'dist-mock-*', 'test-results-*', 'node_modules', 'mock-server/public', 'test-results', 'reports', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', layers],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // core/ stays framework-free: no UI, HTTP, crypto or mock libraries, no browser globals, no clock.
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|axios|firebase|msw|@mswjs|@msw|jsencrypt|crypto-js|i18next|react-i18next|inversify)(/.*)?$',
              message: 'core/ reaches frameworks only through ports.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'setTimeout', 'setInterval'],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Use the Clock port.' }],
    },
  },
);
