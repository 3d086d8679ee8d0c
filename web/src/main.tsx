import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureAllStrings, startI18n } from '@/i18n/i18n';
import { App } from '@/app/app';
import '@/ui/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Strings first: the first screen is never shown untranslated. Only those of the shell and
// /home block the first paint; the rest follow at once, before the shopper taps anything.
await startI18n(undefined, { strings: 'first-paint' });
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
setTimeout(() => void ensureAllStrings().catch(() => undefined), 0);
