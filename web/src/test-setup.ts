import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// CI runs every package's tests at once on 2 cores: give async queries room before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
