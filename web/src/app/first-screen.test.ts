import { describe, expect, it, vi } from 'vitest';
import type { ScreenRoute } from './route-types';
import { firstScreenOf, preloadFirstScreen } from './first-screen';

describe('the first screen', () => {
  it('is found by pattern, optional segments included; / opens /home', () => {
    expect(firstScreenOf('/detail/32/6')?.path).toBe('/detail/:product?/:mer?');
    expect(firstScreenOf('/shop')?.path).toBe('/shop/:id?');
    expect(firstScreenOf('/')?.path).toBe('/home');
    expect(firstScreenOf('/no/such/screen')).toBeUndefined();
  });

  it('starts loading its code, and asks for every string unless it is the landing screen', () => {
    const home = vi.fn(() => new Promise<never>(() => {}));
    const bag = vi.fn(() => Promise.reject(new Error('offline')));
    const screens: ScreenRoute[] = [
      { path: '/home', title: 'route.home', keepAlive: true, firstPaint: true, screen: home },
      { path: '/bag', title: 'route.bag', keepAlive: true, screen: bag },
    ];
    expect(preloadFirstScreen('/bag', screens)).toEqual({ firstPaintStringsOnly: false });
    expect(bag).toHaveBeenCalledOnce();
    expect(home).not.toHaveBeenCalled();
    expect(preloadFirstScreen('/home', screens)).toEqual({ firstPaintStringsOnly: true });
    expect(home).toHaveBeenCalledOnce();
    expect(preloadFirstScreen('/nowhere', screens)).toEqual({ firstPaintStringsOnly: true });
  });
});
