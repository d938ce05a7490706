import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first. A layer may import from the layers below it, never from
 * those above (eslint-plugin-boundaries' dependencies rule, so a deliberate upward import fails lint).
 * - content: zod schemas, the catalogue kinds' definitions (build side) and plain content helpers and types
 * - routing: the route list, href(), entry links, breadcrumbs
 * - components: UI primitives and the page chrome
 * - features: the enquiry (form, list, client, rules) and search
 * - catalogue: each kind's view (detail page and card)
 * - sections: one folder per section type, and the registry
 * - templates: BusinessPage, DetailPage, the screens
 * - app: router, loaders, layout, entry points
 */
export const layers = ['content', 'routing', 'components', 'features', 'catalogue', 'sections', 'templates', 'app'];

/** Each layer is a folder of src/; the entry points beside them (main.tsx) import the app. */
const elements = layers.map((type) => ({ type, pattern: `src/${type}` }));

/** A layer may depend on itself and every layer below it. */
const policies = layers.map((type, i) => ({
  from: { element: { type } },
  allow: { to: { element: { types: { anyOf: layers.slice(0, i + 1) } } } },
}));

/** Modules that import zod: the browser may import their types, never their values. */
const buildSideModules = [
  '**/content/collections.ts',
  '**/content/define-kind.ts',
  '**/content/catalogue/**',
  '**/content/page.ts',
  '**/content/site.ts',
  '**/content/section.ts',
  '**/content/primitives.ts',
  '**/content/sections/*',
];

const noHtmlFromContent = { selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]', message: 'Content is never rendered as HTML.' };

/**
 * No module-level state in src/ that one part fills and another reads ("loaders own the data":
 * what a page draws arrives as loader data, never through a module variable set on the side): a
 * module-scope `let` or `var`, or an empty Map, Set, array or object made there to be filled later.
 */
const moduleState = 'Module-level state: return it from the route loader (loader data) or pass it in; only the browser state listed in eslint.config.js (moduleStateAllowed) may live in a module.';
const emptyContainer = ':matches(NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet|Array)$/][arguments.length=0], ArrayExpression[elements.length=0], ObjectExpression[properties.length=0])';
const noModuleState = [
  'Program > VariableDeclaration[kind=/^(let|var)$/]',
  'Program > ExportNamedDeclaration > VariableDeclaration[kind=/^(let|var)$/]',
  `Program > VariableDeclaration > VariableDeclarator > ${emptyContainer}`,
  `Program > VariableDeclaration > VariableDeclarator > :matches(TSAsExpression, TSSatisfiesExpression) > ${emptyContainer}`,
  `Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ${emptyContainer}`,
].map((selector) => ({ selector, message: moduleState }));

/** The browser's own state, one per page by nature, shared on purpose; each file says why. */
export const moduleStateAllowed = [
  // How many dialogs hold the page's scroll lock, and the overflow to give back.
  'src/components/ui/use-scroll-lock.ts',
  // One IntersectionObserver for every scroll-in reveal on the page.
  'src/components/ui/reveal-engine.ts',
  // The site search's index and engine: fetched once per visit, on first use, never by a route.
  'src/features/search/search-loader.ts',
  // The UI catalogues of the languages other than English: immutable, fetched once per visit.
  'src/components/i18n/ui/load.ts',
  // One Intl formatter per language (creating one loads its data), and each catalogue section's
  // messages once per language: immutable memos, the same for every page.
  'src/components/i18n/messages.ts',
  'src/components/i18n/format.ts',
  // Each language's route table, lists and site.json: immutable, fetched once per visit.
  'src/routing/locale-tables.ts',
  // The code that writes the head, and home's top strip: fetched once per visit, awaited by route
  // loaders so a page's title and strip arrive with it (issue 47, item 10).
  'src/app/document-meta.ts',
  'src/components/layout/top-strip-lazy.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'content', 'test-results', 'playwright-report', 'tests/.tmp'] },
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
      'no-restricted-syntax': ['error', noHtmlFromContent],
    },
  },
  {
    files: ['src/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Layers of src/, lowest first: content < routing < components < features < catalogue < sections < templates < app. A layer imports only from itself and the layers below it: move the shared piece down, or pass it in from above.',
          policies: [...policies, { allow: { to: { module: { origin: 'external' } } } }, { allow: { to: { module: { origin: 'core' } } } }],
        },
      ],
    },
  },
  {
    // The browser bundle: zod, Node and the build-side definitions stay on the build machine.
    files: ['src/**'],
    ignores: ['src/content/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod stays on the build machine: import types from src/content instead.' }],
          patterns: [
            { group: ['node:*'], message: 'Browser code cannot use Node modules.' },
            { group: buildSideModules, allowTypeImports: true, message: 'Build-side module (it imports zod): import its types only (`import type`).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: moduleStateAllowed,
    rules: { 'no-restricted-syntax': ['error', noHtmlFromContent, ...noModuleState] },
  },
  {
    // Pure definitions: no React, and no file system (the build's work on files lives in scripts/).
    files: ['src/content/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ['react', 'react-dom'], patterns: [{ group: ['node:*'], message: 'src/content is pure: file-system and other Node work belongs in scripts/.' }] }] },
  },
);
