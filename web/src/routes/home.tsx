import type { LoaderFunctionArgs } from 'react-router';
import { homeKeys } from '@/api/query-keys';
import { paths } from '@/routing/paths';
import { publicPageMeta, screenSeo, seoContextOf } from '@/app/page-meta';
import { requestScope } from '@/session/request-scope';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import type { HomeBoard } from '@/features/home/api/get-home-board';
import { home } from '@/features/home/route-data';

export { default } from '@/features/home/home-screen';

export const handle: RouteHandle = { title: 'route.home', keepAlive: true, tab: 'home' };

const screenData = serverScreenLoader(home);
/** The home board, with its head tags (`seo`; the first banner is the link preview's picture). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await screenData(args);
  const scope = requestScope();
  if (!scope) return page;
  const board = scope.queryClient.getQueryData<HomeBoard>(homeKeys.board());
  const seo = screenSeo(seoContextOf(scope), {
    titleKey: 'route.home',
    descriptionKey: 'seo.homeDescription',
    path: paths.home(),
    image: board?.banners[0]?.image,
  });
  return { ...page, seo };
}
export const clientLoader = clientScreenLoader(home);
export const meta = publicPageMeta('route.home');
