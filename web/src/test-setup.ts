import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { startI18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { toast } from '@/ui/toast-store';

/*
 * What every test file starts from and goes back to, in one place (a test file adds only what is
 * its own): screens in English; after each test the screen unmounted, no cookie, no session, no
 * toast and nothing in localStorage. Stubbed globals (`fakeApi`'s fetch) are undone before each
 * test by Vitest itself (`unstubGlobals` in vite.config.ts). A test that wants another language
 * starts it itself.
 */

// CI runs every package's tests at once on 2 cores: give async queries room before failing.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  await startI18n(['en']);
});

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  session.clear();
  toast.clear();
  localStorage.clear();
});
