import { addressRule } from '@storefront/contracts/rules';
import type { components } from '@storefront/contracts/generated/openapi';
import {
  addressesOf,
  deleteAddress,
  getAddress,
  saveAddress,
  setDefaultAddress,
} from '../domain/addresses';
import { handler } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { checkRule } from '../http/rule-check';
import { addressView } from './views';

type Schemas = components['schemas'];

export const addressHandlers: OperationHandlers = {
  userAddressList: handler(({ db, requireUser }) =>
    addressesOf(db, requireUser().id).map(addressView),
  ),

  /** Adds an address, or edits one when the body carries its id. */
  userAddressAdd: handler(({ db, body, requireUser }) => {
    const request = checkRule(addressRule, body);
    const user = requireUser();
    const input = {
      addressee: request.addressee,
      mobile: request.mobile,
      area: request.area,
      detail: request.detail,
      tag: request.tag,
      isDefault: request.is_default === true,
    };
    return addressView(saveAddress(db, user.id, input, request.id));
  }),

  userAddress: handler(({ db, query, requireUser }) =>
    addressView(getAddress(db, requireUser().id, Number(query.id))),
  ),

  userAddressSetDefault: handler(({ db, body, requireUser }) => {
    setDefaultAddress(db, requireUser().id, (body as Schemas['IdRequest']).id);
    return null;
  }),

  userAddressDel: handler(({ db, query, requireUser }) => {
    deleteAddress(db, requireUser().id, Number(query.id));
    return null;
  }),
};
