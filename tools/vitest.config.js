import { defineConfig } from 'vitest/config';

// The repository's own tooling (lint rules, gate scripts); run by the root "test:unit".
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.js'],
  },
});
