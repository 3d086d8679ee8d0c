/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const backend = process.env.API_BASE ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // React Router's plugin (route modules, server rendering, React Fast Refresh); not under Vitest,
  // whose tests render components without a router build.
  plugins: process.env.VITEST ? [] : [reactRouter()],
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  // Development: Vite pre-bundles the browser's dependencies from what these modules import, before
  // the first page. React Router gives it no entries (unless its unstable_optimizeDeps flag is on),
  // so each dependency was found on first use and the open page reloaded ("optimized dependencies
  // changed"), losing its state and any hot update in flight.
  optimizeDeps: {
    entries: ['src/entry.client.tsx', 'src/root.tsx', 'src/routes/**/*.{ts,tsx}'],
  },
  server: {
    host: '127.0.0.1',
    // The pages' loaders read the backend themselves (API_BASE); the browser's calls go through
    // these proxies to the same backend.
    proxy: {
      '/api': backend,
      '/__mock': backend,
      '/uploads': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Every browser the app targets (es2022) supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
    // `vi.stubGlobal` (fakeApi's fetch, a fake XMLHttpRequest) lasts one test.
    unstubGlobals: true,
  },
});
