import type { OperationHandlers } from '../http/operation-handler';
import { accountHandlers } from './account-handlers';
import { addressHandlers } from './address-handlers';
import { cartHandlers } from './cart-handlers';
import { catalogHandlers } from './catalog-handlers';
import { orderHandlers } from './order-handlers';
import { serviceHandlers } from './service-handlers';
import { walletHandlers } from './wallet-handlers';

/** The shop's handlers by contract operationId (the chat's come from the chat extension). */
export const shopHandlers: OperationHandlers = {
  ...accountHandlers,
  ...walletHandlers,
  ...addressHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...serviceHandlers,
};
