import type { LoaderFunctionArgs } from 'react-router';
import { shopKeys } from '@/api/query-keys';
import { NotFoundBoundary } from '@/app/not-found';
import {
  answerOrNotFound,
  idParam,
  notFound,
  publicPageMeta,
  seoContextOf,
  shopSeo,
} from '@/app/page-meta';
import { requestScope } from '@/session/request-scope';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import type { ShopDetail } from '@/features/shop/api/get-shop-detail';
import { shop } from '@/features/shop/route-data';

export { default } from '@/features/shop/shop-screen';

export const handle: RouteHandle = { title: 'route.shop', keepAlive: true, tab: undefined };

const screenData = serverScreenLoader(shop);
/**
 * The shop's page with its head tags (`seo`); HTTP 404 and the not-found screen for a shop the
 * backend does not have (or an id that is none).
 */
export async function loader(args: LoaderFunctionArgs) {
  // An id that is none costs the backend nothing.
  const id = idParam(args.params.id);
  if (id === undefined) throw notFound();
  const page = await screenData(args);
  const scope = requestScope();
  if (!scope) return page;
  const found = answerOrNotFound<ShopDetail>(scope.queryClient, shopKeys.of(id));
  return found ? { ...page, seo: shopSeo(seoContextOf(scope), found) } : page;
}
export const clientLoader = clientScreenLoader(shop);
export const meta = publicPageMeta('route.shop');

export function ErrorBoundary() {
  return <NotFoundBoundary missing="shop" />;
}
