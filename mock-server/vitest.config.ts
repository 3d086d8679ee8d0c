import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // The official WuKongIM SDK (chat interop test) ships ES modules with extensionless imports that
    // Node's own loader refuses; Vitest transforms it instead.
    server: { deps: { inline: ['wukongimjssdk'] } },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
