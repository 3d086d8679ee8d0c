import { redirect, type LoaderFunctionArgs } from 'react-router';
import { productKeys } from '@/api/query-keys';
import { NotFoundBoundary } from '@/app/not-found';
import { paths } from '@/routing/paths';
import {
  answerOrNotFound,
  idParam,
  notFound,
  productSeo,
  publicPageMeta,
  seoContextOf,
} from '@/app/page-meta';
import { requestScope } from '@/session/request-scope';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import type { ProductDetail } from '@/features/product/api/get-product-detail';
import { detail } from '@/features/product/route-data';

export { default } from '@/features/product/detail-screen';

export const handle: RouteHandle = { title: 'route.detail', keepAlive: false, tab: undefined };

const screenData = serverScreenLoader(detail);
/**
 * The product's page with its head tags (`seo`); HTTP 404 and the not-found screen for a product
 * the backend does not have (or an id that is none).
 */
export async function loader(args: LoaderFunctionArgs) {
  // An id that is none costs the backend nothing.
  const id = idParam(args.params.product);
  if (id === undefined) throw notFound();
  const page = await screenData(args);
  const scope = requestScope();
  if (!scope) return page;
  const product = answerOrNotFound<ProductDetail>(scope.queryClient, productKeys.of(id));
  if (!product) return page;
  // Another shop's id in the address (`/detail/30/6` for a product of shop 3): the product's own
  // address, for shoppers and crawlers alike.
  if (args.params.mer !== String(product.mer_id)) {
    throw redirect(
      `${paths.detail(product.id, product.mer_id)}${new URL(args.request.url).search}`,
      301,
    );
  }
  return { ...page, seo: productSeo(seoContextOf(scope), product) };
}
export const clientLoader = clientScreenLoader(detail);
export const meta = publicPageMeta('route.detail');

export function ErrorBoundary() {
  return <NotFoundBoundary missing="product" />;
}
