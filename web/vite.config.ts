/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': backend,
      '/__mock': backend,
      '/uploads': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    // The budget check reads the manifest to know which chunks each route needs.
    manifest: true,
    target: 'es2022',
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
