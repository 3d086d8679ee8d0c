import {
  redirect,
  replace,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverGuardLoader } from '@/app/screen-loaders';
import { paths } from '@/routing/paths';

/*
 * /order: the order entry. Every way into the orders goes through the status tabs, so this
 * address opens all orders. The loaders redirect after the login guard (a guest goes to /login
 * first): a 302 on a page load, a replaced history entry in the browser, so that Back does not
 * bounce here. Only the guard runs (no screen data is fetched for a redirect). Nothing renders at
 * /order itself.
 */

export const handle: RouteHandle = { title: 'route.order', keepAlive: true, tab: undefined };

export async function loader(args: LoaderFunctionArgs): Promise<never> {
  await serverGuardLoader(args);
  throw redirect(paths.myPurchases());
}

export async function clientLoader(args: ClientLoaderFunctionArgs): Promise<never> {
  // Without a data starter the browser's screen loader is the guard alone.
  await clientScreenLoader()(args);
  throw replace(paths.myPurchases());
}

export default function OrderEntry() {
  return null;
}
