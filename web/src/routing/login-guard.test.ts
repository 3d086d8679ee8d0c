import { describe, expect, it, vi } from 'vitest';
import { decideNavigation, isGuestPath, type GuardDeps, type GuardSession } from './login-guard';

function deps(session: GuardSession, overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    session: () => session,
    loadUserInfo: vi.fn(async () => {}),
    tokenRefused: (error) => error === refused,
    logout: vi.fn(async () => {}),
    dropToken: vi.fn(),
    ...overrides,
  };
}
const guest: GuardSession = { token: undefined, hasUserInfo: false };
const signedIn: GuardSession = { token: 't', hasUserInfo: true };
const tokenOnly: GuardSession = { token: 't', hasUserInfo: false };
/** What the backend's refusal of the token looks like to the guard (a 401 in the app). */
const refused = new Error('401');

describe('guest paths', () => {
  it.each([
    '/login',
    '/register',
    '/home',
    '/shop',
    '/shop/12',
    '/explore',
    '/detail',
    '/detail/5/9',
    '/search',
    '/forgotPassword',
    '/changePassword',
  ])('%s is open to guests', (path) => expect(isGuestPath(path)).toBe(true));

  it.each(['/bag', '/profile', '/shopping', '/details', '/homeX', '/changePayPwd', '/order'])(
    '%s is not',
    (path) => expect(isGuestPath(path)).toBe(false),
  );
});

describe('login guard', () => {
  it('lets a guest browse the open screens', async () => {
    expect(await decideNavigation('/detail/3', deps(guest))).toEqual({ kind: 'allow' });
  });

  it('sends a guest on a protected screen to /login with the loginFirst message', async () => {
    expect(await decideNavigation('/bag', deps(guest))).toEqual({
      kind: 'redirect',
      to: '/login',
      loginFirst: true,
    });
  });

  it('sends a signed-in shopper going to /login to /', async () => {
    expect(await decideNavigation('/login', deps(signedIn))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('lets a signed-in shopper anywhere else', async () => {
    expect(await decideNavigation('/bag', deps(signedIn))).toEqual({ kind: 'allow' });
  });

  it('with a token but no user info: fetches it, then repeats the navigation', async () => {
    const d = deps(tokenOnly);
    expect(await decideNavigation('/bag', d)).toEqual({ kind: 'repeat' });
    expect(d.loadUserInfo).toHaveBeenCalledOnce();
    expect(d.logout).not.toHaveBeenCalled();
  });

  it('when the user info fails: logs out and goes to /login', async () => {
    const d = deps(tokenOnly, { loadUserInfo: vi.fn(async () => Promise.reject(new Error())) });
    expect(await decideNavigation('/bag', d)).toEqual({ kind: 'redirect', to: '/login' });
    expect(d.logout).toHaveBeenCalledOnce();
    expect(d.dropToken).not.toHaveBeenCalled();
  });

  it('when the logout fails too: drops the token and goes to /', async () => {
    const d = deps(tokenOnly, {
      loadUserInfo: vi.fn(async () => Promise.reject(new Error())),
      logout: vi.fn(async () => Promise.reject(new Error())),
    });
    expect(await decideNavigation('/home', d)).toEqual({ kind: 'redirect', to: '/' });
    expect(d.dropToken).toHaveBeenCalledOnce();
  });

  it('when the token is refused: logs out and goes to /login saying the session ended, keeping the way back', async () => {
    const d = deps(tokenOnly, { loadUserInfo: vi.fn(async () => Promise.reject(refused)) });
    expect(await decideNavigation('/myPurchases/1', d, '?page=2')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FmyPurchases%2F1%3Fpage%3D2&session=ended',
    });
    expect(d.logout).toHaveBeenCalledOnce();
    expect(d.dropToken).not.toHaveBeenCalled();
  });

  it('when the token is refused and the logout fails: drops the token, still to /login saying so', async () => {
    const d = deps(tokenOnly, {
      loadUserInfo: vi.fn(async () => Promise.reject(refused)),
      logout: vi.fn(async () => Promise.reject(refused)),
    });
    expect(await decideNavigation('/bag', d)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fbag&session=ended',
    });
    expect(d.dropToken).toHaveBeenCalledOnce();
  });
});
