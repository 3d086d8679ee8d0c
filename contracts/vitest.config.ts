import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The linter and the first compile of every contract schema take a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
