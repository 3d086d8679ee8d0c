import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '@/routing/paths';
import { publicPageMeta, screenSeo, seoContextOf } from '@/app/page-meta';
import { requestScope } from '@/session/request-scope';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/features/catalog/search-screen';

export const handle: RouteHandle = { title: 'route.search', keepAlive: true, tab: undefined };

const screenData = serverScreenLoader();
/** Search, with its head tags (`seo`). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await screenData(args);
  const scope = requestScope();
  if (!scope) return page;
  const seo = screenSeo(seoContextOf(scope), {
    titleKey: 'route.search',
    descriptionKey: 'seo.searchDescription',
    path: paths.search(),
  });
  return { ...page, seo };
}
export const clientLoader = clientScreenLoader();
export const meta = publicPageMeta('route.search');
