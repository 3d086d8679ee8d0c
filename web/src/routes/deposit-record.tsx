import type { RouteHandle } from '@/routing/route-types';
import { clientScreenLoader, serverScreenLoader } from '@/app/screen-loaders';
import { depositRecord } from '@/features/wallet/route-data';

export { default } from '@/features/wallet/deposit-record';

export const handle: RouteHandle = {
  title: 'route.depositRecord',
  keepAlive: true,
  tab: undefined,
};
export const loader = serverScreenLoader(depositRecord);
export const clientLoader = clientScreenLoader(depositRecord);
