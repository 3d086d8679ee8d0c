import type { components, paths } from '@storefront/contracts/generated/openapi';
import { request } from './request';
import { typedApi } from './typed-api';

/**
 * The storefront's API, typed from the contract: `await api.get('/api/index/category')`
 * resolves to the envelope's `data`; failures reject with an ApiError after the toast.
 */
export const api = typedApi<paths>(request);

/** Contract schemas by name, e.g. `Schema<'UserInfo'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
