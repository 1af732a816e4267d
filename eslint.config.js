import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { appServerBoundariesConfig, boundariesConfig, wordsFromProtocolConfig } from './eslint.boundaries.js';

export default tseslint.config(
  // Stryker's sandbox copies of the repository and its reports (npm run test:mutation) are not source.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/dev-dist/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundariesConfig,
  appServerBoundariesConfig,
  wordsFromProtocolConfig,
);
