// Lint: typescript-eslint, React hooks and Storybook rules; the package arrows are checked by dependency-cruiser.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.tsbuild/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'scripts/**',
      'bench/**',
      'tests/**',
      'tooling/**',
      'apps/server/src/main.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Scripts of the hostile studio sites the widget's end-to-end tests load: they run in a page.
    files: ['tests/e2e/fixtures/**/*.js'],
    languageOptions: { globals: { ...globals.browser, BeautyDeskWidget: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
