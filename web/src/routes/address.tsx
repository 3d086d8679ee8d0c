import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { addressList } from '@/features/address/route-data';

export { default } from '@/features/address/address-list';

export const handle: RouteHandle = { title: 'route.address', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(addressList);
export const clientLoader = clientScreenLoader(addressList);
