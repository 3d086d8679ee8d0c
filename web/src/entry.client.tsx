import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageFromTag, startI18n } from '@/i18n/i18n';

// The strings of the language the server rendered the page in, then hydration: the same words.
await startI18n(undefined, languageFromTag(document.documentElement.lang));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
