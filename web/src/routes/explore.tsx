import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '@/routing/paths';
import { idParam, publicPageMeta, screenSeo, seoContextOf } from '@/app/page-meta';
import { requestScope } from '@/session/request-scope';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { explore } from '@/features/catalog/route-data';

export { default } from '@/features/catalog/explore-screen';

export const handle: RouteHandle = { title: 'route.explore', keepAlive: true, tab: 'explore' };

const screenData = serverScreenLoader(explore);
/** Explore, with its head tags (`seo`): each category's page is a page of its own. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await screenData(args);
  const scope = requestScope();
  if (!scope) return page;
  const category = idParam(new URL(args.request.url).searchParams.get('category') ?? undefined);
  const seo = screenSeo(seoContextOf(scope), {
    titleKey: 'route.explore',
    descriptionKey: 'seo.exploreDescription',
    path: paths.explore(category),
  });
  return { ...page, seo };
}
export const clientLoader = clientScreenLoader(explore);
export const meta = publicPageMeta('route.explore');
