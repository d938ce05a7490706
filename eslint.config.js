import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'content', 'test-results', 'playwright-report', 'scripts/artwork'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]', message: 'Content is never rendered as HTML.' },
      ],
    },
  },
  {
    // Import direction: content <- components <- sections <- templates <- app. Lower layers never import upper ones.
    files: ['src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom'], patterns: [{ regex: '^(\\.\\./)+(components|sections|templates)/|app/(build-routes|loaders|root-layout)', message: 'src/content is pure schema: no UI imports.' }] },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/sections/**', '**/templates/**', '**/app/build-routes*', '**/app/loaders*', '**/app/root-layout*'] }] },
  },
  {
    files: ['src/sections/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/templates/**', '**/app/build-routes*', '**/app/loaders*', '**/app/root-layout*'] }] },
  },
  {
    files: ['src/**'],
    ignores: ['src/content/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'zod stays on the build machine: import types from src/content instead.' }] }] },
  },
);
