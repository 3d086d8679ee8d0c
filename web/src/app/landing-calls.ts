import type { components } from '@storefront/contracts/generated/openapi';
import { startEarly } from '@/api/early-requests';
import { initialLanguage } from '@/i18n/initial-language';
import type { LanguageCode } from '@/i18n/languages';
import { stringLoaders } from '@/i18n/string-loaders';
import { matchPattern, type PathParams } from '@/lib/path-pattern';
import { pictureSource } from '@/lib/picture-source';
import { getToken } from '@/session/cookies';

/*
 * The calls each landing screen makes first, by its route pattern (as in app/routes.ts). The
 * page's script (start.ts) starts them before anything else (`startLandingDownloads`), so the
 * data downloads beside the framework, the strings and the screen's code instead of after them (and, signed in, after the login guard's
 * user); the app's client takes each answer when the screen asks (api/early-requests.ts), and the
 * screen's largest picture is asked for as soon as the data names it. They must be the calls the
 * screens make, path and query alike, or the app asks again and the early answer goes unused:
 * `landing-calls.test.ts` holds each entry to the real API functions, and e2e's
 * `first-paint.spec.ts` counts the /api requests of a landing (one each).
 *
 * Only screens shoppers land on from outside (a shared link, a bookmark, the tab they left open)
 * are here; navigation inside the app starts its calls from the route loaders.
 */

type Schemas = components['schemas'];

/** A call's URL (path and query, as the client writes them) and where its answer names the
 * screen's largest picture (its LCP), asked for at once, before the screen has rendered. */
export interface LandingCall {
  url: string;
  picture?: (data: never) => unknown;
}

const firstBanner = (board: Schemas['HomeBoard']) => board.banners[0]?.image;
const firstCartLine = (cart: Schemas['Cart']) => cart.shops[0]?.items[0]?.image;

/** Every signed-in landing: the login guard's user, the tab bar's (or cart icon's) cart count. */
const user: LandingCall = { url: '/api/user/getUserInfo' };
const cart: LandingCall = { url: '/api/cart/list' };

const homeCalls = (): LandingCall[] => [
  { url: '/api/index/index', picture: firstBanner },
  { url: '/api/index/category' },
  { url: '/api/index/hot_merchant?page=1&limit=8' },
  { url: '/api/index/hot_product?page=1&limit=6' },
];

const productCalls = ({ product }: PathParams): LandingCall[] => {
  const id = Number(product);
  return Number.isSafeInteger(id) && id > 0
    ? [
        { url: `/api/product/detail?id=${id}` },
        { url: `/api/product/reviews?product_id=${id}&page=1&limit=3` },
      ]
    : [];
};

type ModuleLoader = () => Promise<unknown>;

/**
 * By route pattern: the calls of a guest and of a signed-in shopper (no `guest`: signed in only,
 * a guest is sent to /login); the screen's code and its data starters' module, as app/routes.ts
 * loads them (none for /home: its screen comes with the app); and whether it shows with the
 * first-paint strings only (as its route's `firstPaint`). landing-calls.test.ts holds each to
 * the route table.
 */
export const landings: readonly {
  pattern: string;
  guest?: (params: PathParams) => LandingCall[];
  signedIn: (params: PathParams) => LandingCall[];
  screen?: ModuleLoader;
  data?: ModuleLoader;
  firstPaint?: boolean;
}[] = [
  {
    pattern: '/home',
    guest: homeCalls,
    signedIn: () => [...homeCalls(), user, cart],
    firstPaint: true,
  },
  {
    pattern: '/detail/:product?/:mer?',
    guest: productCalls,
    signedIn: (params) => [...productCalls(params), user, cart],
    screen: () => import('@/features/product/detail-screen'),
    data: () => import('@/features/product/route-data'),
    firstPaint: true,
  },
  {
    pattern: '/bag',
    signedIn: () => [{ ...cart, picture: firstCartLine }, user],
    screen: () => import('@/features/cart/bag-screen'),
    data: () => import('@/features/cart/route-data'),
    firstPaint: true,
  },
  // The conversation list: the chat account and the list as HTTP reads it, which the screen
  // shows until the chat's own list arrives (features/chat/api/conversations-before-connect.ts),
  // and the tab bar's cart. The chat's code is not started here: the screen starts it once that
  // list is on screen (chat/chat-start.ts), so that it does not share the line with it.
  {
    pattern: '/chatRoom/:merId?',
    signedIn: () => [
      { url: '/api/chat/login' },
      { url: '/api/chat/getRecentConversation?version=0&msg_count=5' },
      user,
      cart,
    ],
    screen: () => import('@/features/chat/chat-room-screen'),
    firstPaint: true,
  },
];

function landingOf(pathname: string) {
  const path = pathname === '/' ? '/home' : pathname;
  for (const landing of landings) {
    const params = matchPattern(landing.pattern, path);
    if (params) return { landing, params };
  }
  return undefined;
}

/** The calls a landing on `pathname` makes first (none for a screen not listed). */
export function landingCallsOf(pathname: string, signedIn: boolean): LandingCall[] {
  const found = landingOf(pathname);
  if (!found) return [];
  const { landing, params } = found;
  return (signedIn ? landing.signedIn : landing.guest)?.(params) ?? [];
}

function preloadPicture(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * Starts the landing screen's calls (see above) in the language and with the token the app will
 * use (the same cookie and browser rules as `startI18n`). A failure is left to the screen, which
 * meets it when it takes the answer, as it would have asking itself. Settles once the largest
 * picture, if any, has been asked for (nobody needs to wait for it).
 */
export async function startLandingCalls(
  pathname = window.location.pathname,
  language: LanguageCode = initialLanguage(),
): Promise<void> {
  const token = getToken();
  const pictures = landingCallsOf(pathname, token !== undefined).map(async ({ url, picture }) => {
    const response = startEarly({ url, language, token });
    if (!picture) return;
    try {
      const answer = await response;
      const envelope = answer.ok
        ? ((await answer.clone().json()) as { code?: unknown; data?: unknown })
        : undefined;
      const found = envelope?.code === 1 ? picture(envelope.data as never) : undefined;
      // Only the shop's own uploads, as the chat shows pictures: another address is the screen's
      // to show or not, never asked for ahead.
      const source =
        typeof found === 'string' ? pictureSource(found, window.location.origin) : undefined;
      if (source?.kind === 'own') preloadPicture(source.src);
    } catch {
      // The screen meets the failure when it takes the answer.
    }
  });
  await Promise.all(pictures);
}

/**
 * Everything a landing on `pathname` downloads first, started at once, before the framework has
 * arrived (src/start.ts): its calls, its screen's code and data starters, and the strings it shows
 * in the shopper's language (the router and i18n, asking later, find them on their way). A
 * failed download is left to whoever asks for it again.
 */
export function startLandingDownloads(pathname = window.location.pathname): void {
  const language = initialLanguage();
  void startLandingCalls(pathname, language);
  const landing = landingOf(pathname)?.landing;
  // A guest on a signed-in screen is sent to /login: nothing of that screen is needed.
  if (!landing || (!landing.guest && getToken() === undefined)) return;
  for (const load of [landing.screen, landing.data]) {
    load?.().catch(() => undefined);
  }
  stringLoaders[language].first().catch(() => undefined);
  if (!landing.firstPaint) stringLoaders[language].rest().catch(() => undefined);
}
