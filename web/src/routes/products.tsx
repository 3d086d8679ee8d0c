import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { products } from '@/features/catalog/route-data';

export { default } from '@/features/catalog/products-screen';

export const handle: RouteHandle = { title: 'route.products', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(products);
export const clientLoader = clientScreenLoader(products);
