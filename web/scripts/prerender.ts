// Runs after `vite build`: writes the start frame (src/app/boot-frame.tsx) into dist/index.html's
// #root, so the first screen paints from the HTML and its stylesheets, before any script runs.
// Vite loads the frame with the app's own aliases, so it is rendered by the app's renderer.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { prerenderInto } from './prerender-html';
import type { startFrameMarkup } from './start-frame-markup';

const file = fileURLToPath(new URL('../dist/index.html', import.meta.url));
const vite = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const markup = (await vite.ssrLoadModule('/scripts/start-frame-markup.ts')) as {
    startFrameMarkup: typeof startFrameMarkup;
  };
  const frame = markup.startFrameMarkup();
  writeFileSync(file, prerenderInto(readFileSync(file, 'utf8'), frame));
  console.log(`prerendered the start frame into dist/index.html (${frame.length} bytes)`);
} finally {
  await vite.close();
}
