// The repo's one linter config. Design-rule checks (layer boundaries, barrels, `any` at boundaries,
// raw HTML) live in tools/eslint-design-rules.js; the rest is typescript-eslint's recommended set.
// Rules are syntactic only (no type information), which keeps `npm run lint` to a few seconds.
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { designConfig } from './tools/eslint-design-rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  ...designConfig,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // DESIGN.md bans `any` at module boundaries (design/no-any-at-boundary, which names the rule);
      // inside a module a narrow, local `any` is a reviewed choice, not a lint error.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
