import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '@/i18n/i18n';
import { loadedImages } from './image-cache';
import { LazyImage } from './lazy-image';

beforeAll(async () => {
  await startI18n(['en']);
});
beforeEach(() => {
  vi.useFakeTimers();
  // No IntersectionObserver: the picture loads at once, as in old browsers.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const picture = () => document.querySelector('img');

describe('lazy image', () => {
  it('tries 3 times, then shows the unavailable picture', () => {
    render(<LazyImage src="/uploads/broken.png" alt="Red shoes" retryDelayMs={100} />);
    const first = picture();
    expect(first?.getAttribute('src')).toBe('/uploads/broken.png');
    act(() => void fireEvent.error(first!));
    expect(picture()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const second = picture();
    expect(second).not.toBe(first);
    act(() => void fireEvent.error(second!));
    act(() => vi.advanceTimersByTime(200));
    act(() => void fireEvent.error(picture()!));
    expect(picture()).toBeNull();
    expect(screen.getByRole('img', { name: 'Red shoes' })).toBeTruthy();
  });

  it('remembers a loaded picture', () => {
    render(<LazyImage src="/uploads/ok.png" alt="Lamp" />);
    act(() => void fireEvent.load(picture()!));
    expect(loadedImages.has('/uploads/ok.png')).toBe(true);
    expect(document.querySelector('.lazy-image')?.getAttribute('data-state')).toBe('loaded');
  });

  it('a retry that succeeds shows the picture', () => {
    render(<LazyImage src="/uploads/flaky.png" alt="Mug" retryDelayMs={50} />);
    act(() => void fireEvent.error(picture()!));
    act(() => vi.advanceTimersByTime(50));
    act(() => void fireEvent.load(picture()!));
    expect(screen.getByAltText('Mug')).toBeTruthy();
    expect(loadedImages.has('/uploads/flaky.png')).toBe(true);
  });

  it("waits for the scroll observer, except the first screen's main picture, asked for at once", () => {
    // An observer that never reports: the picture is out of view.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { unmount } = render(<LazyImage src="/uploads/below.png" alt="Tent" />);
    expect(picture()).toBeNull();
    unmount();
    render(<LazyImage src="/uploads/banner.png" alt="Promotion 1 of 3" priority />);
    expect(picture()?.getAttribute('src')).toBe('/uploads/banner.png');
    expect(picture()?.getAttribute('fetchpriority')).toBe('high');
  });
});
