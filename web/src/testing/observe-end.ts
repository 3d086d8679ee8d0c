import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stubs `IntersectionObserver` (until `vi.unstubAllGlobals()`) and returns what brings the
 * observed element into view: the end of a paging list, for its next page.
 */
export function observeEnd(): () => void {
  let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => act(() => notify([{ isIntersecting: true }]));
}
