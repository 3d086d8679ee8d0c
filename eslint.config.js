// The repo's one linter config. Design-rule checks (where imports may lead, through
// eslint-plugin-boundaries; barrels, `any` at boundaries, raw HTML as local rules) live in
// tools/eslint-design-rules.js; the rest is typescript-eslint's recommended set.
// Rules are syntactic only (no type information), which keeps `npm run lint` to seconds.
// web/src also gets eslint-plugin-react-hooks' recommended set: the rules of hooks, exhaustive deps
// and the React Compiler's checks (ADR 0006 has their cost; CONTRIBUTING.md the choices).
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { designConfig } from './tools/eslint-design-rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-console/**',
      // React Router's build output and its generated route types.
      'web/build/**',
      'web/build-dev/**',
      '**/.react-router/**',
      // e2e/src/hot-reload.spec.ts's throwaway copies of web/ (left only by a killed run).
      'web/.hot-reload-*/**',
      '**/.data/**',
      '**/coverage/**',
      'contracts/src/generated/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately wrong code that the design rules' tests lint on purpose.
      'tools/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  ...designConfig(import.meta.dirname),
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/console/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A dependency left out of an effect or memo shows a stale value; the gate fails on warnings
      // anyway (--max-warnings 0), so the rule says so in the editor too.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // React Fast Refresh (`npm run dev`) keeps a screen's state only when its module exports
    // components alone: a screen (or a feature's component) that also exports a value is reloaded
    // whole on every edit. The shell and shared ui export a few constants beside their components.
    files: ['web/src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: { 'react-refresh/only-export-components': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // docs/architecture.md bans `any` at module boundaries (design/no-any-at-boundary, which names the rule);
      // inside a module a narrow, local `any` is a reviewed choice, not a lint error.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
