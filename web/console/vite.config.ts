// The developer console (/__console): its own entry and its own output folder (web/dist-console),
// so it adds nothing to the storefront's bundles or budgets (web/budgets.json reads web/dist only).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__console/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: { '/__mock': backend, '/api': backend, '/ws': { target: backend, ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist-console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
