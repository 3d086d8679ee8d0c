import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureAllStrings, startI18n } from '@/i18n/i18n';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/first-screen';
import '@/ui/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Strings first: the first screen is never shown untranslated. Only those of the shell and
// /home block the first paint; the rest follow at once, before the shopper taps anything.
// The first screen's code downloads meanwhile, and so do the other strings when that screen
// needs them: each would otherwise wait for the one before.
const { firstPaintStringsOnly } = preloadFirstScreen(window.location.pathname);
await startI18n(undefined, { strings: 'first-paint', prefetchRest: !firstPaintStringsOnly });
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
setTimeout(() => void ensureAllStrings().catch(() => undefined), 0);
