import { data } from 'react-router';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';

export { default } from '@/app/not-found';

export const handle: RouteHandle = { title: 'route.notFound', keepAlive: false, tab: undefined };

const screenData = serverScreenLoader();

/**
 * Any other address: the not-found screen, answered with HTTP 404. The login guard runs first, as
 * spec section 6 says for every path a guest may not open: a guest is sent to /login, a
 * signed-in shopper sees the not-found screen. (An unknown product or shop, on the guest paths,
 * answers 404 to everyone: routes/detail.tsx, routes/shop.tsx.)
 */
export const loader = async (args: Parameters<typeof screenData>[0]) =>
  data(await screenData(args), { status: 404 });
export const clientLoader = clientScreenLoader();
