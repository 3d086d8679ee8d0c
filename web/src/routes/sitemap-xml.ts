import type { LoaderFunctionArgs } from 'react-router';
import { LANGUAGE_HEADER } from '@/api/headers';
import {
  sitemapPaths,
  sitemapXml,
  type CatalogPage,
  type CatalogReader,
} from '@/app/crawler-files';
import { requestScope, type RequestScope } from '@/session/request-scope';

/** One backend call of the sitemap waits this long at most. */
const CALL_TIMEOUT_MS = 10_000;

/** GET `path` on the backend, without the shopper's token (the catalog is the same for all). */
async function dataOf<Data>(scope: RequestScope, path: string): Promise<Data> {
  const answer = await scope.fetchApi(path, {
    headers: { [LANGUAGE_HEADER]: scope.language, Accept: 'application/json' },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`${path} answered HTTP ${answer.status}`);
  const envelope = (await answer.json()) as { code?: number; data?: Data };
  if (envelope.code !== 1 || envelope.data === undefined) throw new Error(`${path} was refused`);
  return envelope.data;
}

function catalogOf(scope: RequestScope): CatalogReader {
  return {
    products: (page, limit) =>
      dataOf<CatalogPage<{ id: number; mer_id: number }>>(
        scope,
        `/api/index/product?page=${page}&limit=${limit}`,
      ),
    shops: (page, limit) =>
      dataOf<CatalogPage<{ id: number }>>(
        scope,
        `/api/index/hot_merchant?page=${page}&limit=${limit}`,
      ),
  };
}

/** How long a sitemap is kept and served again (its answer's max-age too). */
const SITEMAP_KEPT_MS = 60 * 60 * 1000;
/** Origins kept at most (one, unless the shop answers under several host names). */
const SITEMAPS_KEPT = 8;
const sitemaps = new Map<string, { xml: Promise<string>; until: number }>();

/**
 * The sitemap of `origin`, read from the catalog at most once an hour: concurrent requests share
 * the read in flight, a failed read is not kept.
 */
function sitemapOf(origin: string, scope: RequestScope): Promise<string> {
  const kept = sitemaps.get(origin);
  if (kept && kept.until > Date.now()) return kept.xml;
  const xml = sitemapPaths(catalogOf(scope)).then((pagePaths) =>
    sitemapXml(pagePaths.map((path) => `${origin}${path}`)),
  );
  sitemaps.delete(origin);
  sitemaps.set(origin, { xml, until: Date.now() + SITEMAP_KEPT_MS });
  for (const old of sitemaps.keys()) {
    if (sitemaps.size <= SITEMAPS_KEPT) break;
    sitemaps.delete(old);
  }
  xml.catch(() => {
    if (sitemaps.get(origin)?.xml === xml) sitemaps.delete(origin);
  });
  return xml;
}

/**
 * /sitemap.xml (a resource route): the home, explore, every shop and every product page, read
 * from the backend's catalog (at most SITEMAP_URL_LIMIT URLs). A backend that cannot be read
 * answers 503, which crawlers try again later.
 */
export async function loader(_args: LoaderFunctionArgs) {
  const scope = requestScope();
  if (!scope) throw new Error('a server loader ran outside a request scope');
  const origin = scope.publicOrigin.replace(/\/+$/, '');
  try {
    return new Response(await sitemapOf(origin, scope), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    });
  } catch (error) {
    console.error('sitemap.xml: the catalog could not be read', error);
    return new Response('The sitemap is not available right now.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '600' },
    });
  }
}
