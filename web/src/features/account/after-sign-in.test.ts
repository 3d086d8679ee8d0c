import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_LOGIN_KEY } from '@/routing/login-guard';
import { sessionCache } from '@/session/session-storage';
import { afterSignInPath, returnPathOf } from './after-sign-in';

afterEach(() => sessionStorage.clear());

describe('where signing in leads', () => {
  it('first to the screen the guard stopped the shopper at, once', () => {
    sessionCache.set(AFTER_LOGIN_KEY, '/myPurchases/1?page=2');
    expect(afterSignInPath('/detail/3')).toBe('/myPurchases/1?page=2');
    expect(afterSignInPath(undefined)).toBe('/');
  });

  it('else to the screen the shopper came from, else the root', () => {
    expect(afterSignInPath('/detail/3/1')).toBe('/detail/3/1');
    expect(afterSignInPath(undefined)).toBe('/');
    expect(afterSignInPath(42)).toBe('/');
  });

  it('never back to an account entry screen or off the app', () => {
    expect(afterSignInPath('/register')).toBe('/');
    expect(afterSignInPath('/forgotPassword?x=1')).toBe('/');
    expect(afterSignInPath('//evil.example/')).toBe('/');
    expect(afterSignInPath('https://evil.example/')).toBe('/');
  });

  it('first of all to the path the login address names (the server guard’s ?redirect=)', () => {
    sessionCache.set(AFTER_LOGIN_KEY, '/order');
    expect(afterSignInPath('/detail/3/1', '/bag')).toBe('/bag');
    // The stored one was used up all the same.
    expect(afterSignInPath(undefined)).toBe('/');
    expect(afterSignInPath('/detail/3/1', 'https://evil.example/')).toBe('/detail/3/1');
  });

  it('follows only same-app paths that are not account entry screens', () => {
    expect(returnPathOf('/bag')).toBe('/bag');
    expect(returnPathOf('/myPurchases/1?page=2')).toBe('/myPurchases/1?page=2');
    expect(returnPathOf('/login?redirect=%2Fbag')).toBeUndefined();
    expect(returnPathOf('//evil.example')).toBeUndefined();
    expect(returnPathOf('/\\evil.example')).toBeUndefined();
    expect(returnPathOf('javascript:alert(1)')).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
  });
});
