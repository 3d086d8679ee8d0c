import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureAllStrings, startI18n } from '@/i18n/i18n';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/first-screen';
import { createAppRouter } from '@/app/router';
import { nextTask } from '@/lib/next-task';
import { REST_STRINGS_AFTER_MS, whenShopperActs } from '@/lib/when-shopper-acts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Strings first: the first screen is never shown untranslated. Only those of the shell and the
// first-paint screens (/home and the other landings) block the first paint; the rest follow on
// the shopper's first touch or key, or after REST_STRINGS_AFTER_MS, whichever comes first (a
// screen that needs them waits for them anyway).
// The first screen's code and data download meanwhile, and so do the other strings when that
// screen needs them: each would otherwise wait for the one before. Until the app commits, the page
// shows the prerendered start frame, which its first commit replaces with the same frame.
// A landing screen's data, code and strings were asked for before this file arrived (start.ts).
const { firstPaintStringsOnly } = preloadFirstScreen(window.location.pathname);
await startI18n(undefined, { strings: 'first-paint', prefetchRest: !firstPaintStringsOnly });
// The router (its route table, and the landing's loaders it starts) in one task, the first
// render in the next: two shorter tasks instead of one long one, so a tap during the start is
// answered sooner. The router comes after the strings: its guard may toast at once.
const router = createAppRouter();
await nextTask();
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
whenShopperActs(() => void ensureAllStrings().catch(() => undefined), REST_STRINGS_AFTER_MS);
