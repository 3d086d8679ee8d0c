// Runs after `vite build`: writes the start frame (src/app/boot-frame.tsx) into dist/index.html's
// #root, so the first screen paints from the HTML and its stylesheets, before any script runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootFrame } from '../src/app/boot-frame';
import { prerenderInto } from './prerender-html';

const file = fileURLToPath(new URL('../dist/index.html', import.meta.url));
const frame = renderToStaticMarkup(createElement(BootFrame));
writeFileSync(file, prerenderInto(readFileSync(file, 'utf8'), frame));
console.log(`prerendered the start frame into dist/index.html (${frame.length} bytes)`);
