import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { addressForm } from '@/features/address/route-data';

export { default } from '@/features/address/address-form';

export const handle: RouteHandle = { title: 'route.addressForm', keepAlive: true, tab: undefined };
export const loader = serverScreenLoader(addressForm);
export const clientLoader = clientScreenLoader(addressForm);
