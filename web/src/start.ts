/*
 * The page's script (index.html). It runs as soon as its own small file arrives, before the
 * framework: a landing screen's calls, code and strings start downloading here, all at once
 * (app/landing-calls.ts), then the app itself (main.tsx) is imported. Nothing here may import the
 * framework (React's API, the router, i18next, TanStack Query): vite.config.ts keeps this file's
 * imports out of the framework and shell chunks, and the build fails if the page's script imports
 * any chunk (scripts/check-budgets.ts).
 */
import { startLandingDownloads } from '@/app/landing-calls';
// The start frame's styles: dist/index.html shows it (prerendered) before any script runs.
import '@/ui/theme.css';
import '@/ui/skeleton.css';
import '@/app/layout.css';
import '@/app/boot-frame.css';

startLandingDownloads();
// Not awaited: the app's chunks import this file's modules, and this file must have finished
// running for them to (a top-level await here would wait for itself).
void import('./main');
