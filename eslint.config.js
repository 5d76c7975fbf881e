// ESLint (flat config), run by `npm test`: TanStack Query and Router rules, React hooks, jsx-a11y,
// Testing Library in tests, and the app's layers (below) enforced with import rules.
// Import circles, type-only and lazy ones included, are tests/import-circles.test.ts.
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The app's layers: imports point down only (routes -> features -> ui/forms -> queries -> frappe/session/community). */
const layer = (target, from, message) => ({ target, from, message })
const zones = [
  layer('./src/features', './src/routes', 'features do not import routes'),
  layer('./src/ui', ['./src/routes', './src/features'], 'ui does not import routes or features'),
  layer('./src/forms', ['./src/routes', './src/features', './src/ui'], 'forms do not import routes, features or ui'),
  layer('./src/queries', ['./src/routes', './src/features', './src/ui', './src/forms'], 'queries do not import screens'),
  layer(['./src/frappe', './src/session', './src/community'], ['./src/routes', './src/features', './src/ui', './src/forms', './src/queries'], 'frappe, session and community are the bottom layer'),
  layer('./src/demo-backend', ['./src/routes', './src/features', './src/ui', './src/forms', './src/queries', './src/frappe', './src/session', './src/community', './src/app.tsx', './src/config.ts'], 'the demo backend imports nothing of the app'),
]

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '*-prerender', 'node_modules', 'coverage', 'screenshots', 'src/routeTree.gen.ts', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones }],
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Not yet: the tests query through `within(...)` on helper-returned elements and walk to rows
      // with `closest('li')` in many places (about 250 sites).
      'testing-library/prefer-screen-queries': 'off',
      'testing-library/no-node-access': 'off',
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  // Scripts hand functions to the browser (page.evaluate): both sets of globals.
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['tests/**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
)
