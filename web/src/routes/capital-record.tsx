import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { capitalRecord } from '@/features/wallet/route-data';

export { default } from '@/features/wallet/capital-record';

export const handle: RouteHandle = {
  title: 'route.capitalRecord',
  keepAlive: true,
  tab: undefined,
};
export const loader = serverScreenLoader(capitalRecord);
export const clientLoader = clientScreenLoader(capitalRecord);
