import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/i18n/i18n';
import { App } from '@/app/app';
import '@/ui/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Strings first: the first screen is never shown untranslated.
await startI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
