import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCart } from '@/api/cart';
import { chatLogin } from '@/chat/api/chat-login';
import { getRecentConversation } from '@/chat/api/get-recent-conversation';
import { dropEarlyCalls, earlyCallsPending } from '@/api/early-requests';
import { getUserInfo } from '@/api/user';
import { getHomeBoard } from '@/features/home/api/get-home-board';
import { getHotProducts } from '@/features/home/api/get-hot-products';
import { getHotShops } from '@/features/home/api/get-hot-shops';
import { getProductDetail } from '@/features/product/api/get-product-detail';
import { getProductReviews } from '@/features/product/api/get-product-reviews';
import { startI18n } from '@/i18n/i18n';
import { removeToken, setLanguageCookie, setToken } from '@/session/cookies';
import { session } from '@/session/session-store';
import { getCategories } from '@/ui/categories';
import { landingCallsOf, landings, startLandingCalls } from './landing-calls';
import { screenRoutes } from './routes';

const reply = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The URLs the app's own API functions ask for, through the real client. */
async function urlsOf(calls: (() => Promise<unknown>)[]): Promise<string[]> {
  const fetch = vi.fn(async (_url: string) => reply({}));
  vi.stubGlobal('fetch', fetch);
  for (const call of calls) await call().catch(() => undefined);
  vi.unstubAllGlobals();
  return fetch.mock.calls.map(([url]) => String(url));
}

const urls = (pathname: string, signedIn: boolean) =>
  landingCallsOf(pathname, signedIn).map(({ url }) => url);

beforeAll(async () => {
  await startI18n(['en']);
});

afterEach(() => {
  dropEarlyCalls();
  session.clear();
  removeToken();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  vi.unstubAllGlobals();
});

describe("a landing screen's first calls", () => {
  it("are the calls the screens' own API functions make (guest)", async () => {
    const home = await urlsOf([getHomeBoard, getCategories, getHotShops, () => getHotProducts()]);
    expect(urls('/home', false).sort()).toEqual(home.sort());
    expect(urls('/', false).sort()).toEqual(home.sort());
    const detail = await urlsOf([() => getProductDetail(32), () => getProductReviews(32, 1)]);
    expect(urls('/detail/32/3', false).sort()).toEqual(detail.sort());
    expect(urls('/detail/32', false).sort()).toEqual(detail.sort());
  });

  it('signed in, add the guard\u2019s user and the cart, each once', async () => {
    session.signIn('t-1');
    const shared = await urlsOf([getUserInfo, getCart]);
    const home = await urlsOf([getHomeBoard, getCategories, getHotShops, () => getHotProducts()]);
    expect(urls('/home', true).sort()).toEqual([...home, ...shared].sort());
    expect(urls('/bag', true).sort()).toEqual(shared.sort());
    const chat = await urlsOf([chatLogin, () => getRecentConversation()]);
    expect(urls('/chatRoom/3', true).sort()).toEqual([...chat, ...shared].sort());
    expect(urls('/chatRoom', false)).toEqual([]);
  });

  it('none for a guest on a signed-in screen, a screen not listed, or a product id that is not one', () => {
    expect(urls('/bag', false)).toEqual([]);
    expect(urls('/myPurchases', true)).toEqual([]);
    expect(urls('/detail/abc/3', false)).toEqual([]);
    expect(urls('/detail/0', false)).toEqual([]);
    expect(urls('/detail', false)).toEqual([]);
  });

  it('start with the cookie\u2019s language and token, and ask for the first banner at once', async () => {
    setToken('t-9');
    setLanguageCookie('tai');
    const fetch = vi.fn(async (url: string) =>
      reply(
        url === '/api/index/index'
          ? { banners: [{ id: 1, image: '/uploads/catalog/banner-1.svg', link: '' }] }
          : {},
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const started = startLandingCalls('/home');
    expect(earlyCallsPending().sort()).toEqual(urls('/home', true).sort());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('lang')).toBe('tai');
    expect(new Headers(init.headers).get('token')).toBe('t-9');
    await started;
    expect(
      document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
    ).toBe('/uploads/catalog/banner-1.svg');
  });

  it('never ask early for a picture on another site, or for anything but an upload', async () => {
    setToken('t-9');
    const foreign = [
      'https://elsewhere.example/p.png',
      '//elsewhere.example/p.png',
      '/\\elsewhere.example/p.png',
      'javascript:alert(1)',
      '/api/user/getUserInfo',
    ];
    for (const image of foreign) {
      dropEarlyCalls();
      vi.stubGlobal('fetch', async () => reply({ shops: [{ items: [{ image }] }] }));
      await startLandingCalls('/bag');
      // The cart's answer was read (the call settled) and named no upload of this shop.
      expect(earlyCallsPending()).toContain('/api/cart/list');
      expect(document.head.querySelector('link[rel="preload"]'), image).toBeNull();
    }
  });
});

describe("a landing screen's first downloads", () => {
  it('are the screen, data starters and strings its route loads', async () => {
    for (const landing of landings) {
      const route = screenRoutes.find((candidate) => candidate.path === landing.pattern);
      expect(route, landing.pattern).toBeDefined();
      expect(landing.firstPaint === true, landing.pattern).toBe(route?.firstPaint === true);
      // The same modules, so the router finds them on their way instead of asking again.
      expect(await landing.screen?.(), landing.pattern).toBe(
        landing.screen ? await route?.screen?.() : undefined,
      );
      expect(await landing.data?.(), landing.pattern).toBe(await route?.data?.());
    }
  });
});
