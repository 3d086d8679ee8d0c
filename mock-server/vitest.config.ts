import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // The official WuKongIM SDK (chat interop test) ships ES modules with extensionless imports that
    // Node's own loader refuses; Vitest transforms it instead.
    server: { deps: { inline: ['wukongimjssdk'] } },
    // Two files at a time on the two cores: most suites wait on sockets, deadlines and scrypt
    // rather than compute (one worker, Vitest's default here, ran them end to end: ~180 s).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
