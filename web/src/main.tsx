import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureAllStrings, startI18n } from '@/i18n/i18n';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/first-screen';
import { startLandingCalls } from '@/app/landing-calls';
import { REST_STRINGS_AFTER_MS, whenShopperActs } from '@/lib/when-shopper-acts';
import '@/ui/theme.css';
// The start frame's styles: dist/index.html shows it (prerendered) before any script runs.
import '@/ui/skeleton.css';
import '@/app/layout.css';
import '@/app/boot-frame.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Strings first: the first screen is never shown untranslated. Only those of the shell and
// /home block the first paint; the rest follow on the shopper's first touch or key, or after
// REST_STRINGS_AFTER_MS, whichever comes first (a screen that needs them waits for them anyway).
// The first screen's code and data download meanwhile, and so do the other strings when that
// screen needs them: each would otherwise wait for the one before. Until React commits, the page
// shows the prerendered start frame, which its first commit replaces with the same frame.
// The data first: on HTTP/1.1 a browser asks six at a time, in the order asked, and the screen's
// code comes in many small files.
void startLandingCalls();
const { firstPaintStringsOnly } = preloadFirstScreen(window.location.pathname);
await startI18n(undefined, { strings: 'first-paint', prefetchRest: !firstPaintStringsOnly });
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds instead of
// one long task: the first render no longer blocks input (Total Blocking Time).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
whenShopperActs(() => void ensureAllStrings().catch(() => undefined), REST_STRINGS_AFTER_MS);
