import { useSyncExternalStore as reactsOwn } from 'react';

// react-i18next imports `use-sync-external-store/shim`, the polyfill for React before 18, whose
// fallback code would ship with the first screen (0.3 KB gzip). React 19 has the hook: the build
// points the shim here (vite.config.ts), as that package's README advises for React 18 and later.
export const useSyncExternalStore = reactsOwn;
