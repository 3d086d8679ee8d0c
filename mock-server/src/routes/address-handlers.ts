import { addressRule } from '@storefront/contracts/rules';
import type { components } from '@storefront/contracts/generated/openapi';
import {
  addressesOf,
  deleteAddress,
  getAddress,
  saveAddress,
  setDefaultAddress,
} from '../domain/addresses';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { checkRule } from '../http/rule-check';
import { addressView } from './views';

type Schemas = components['schemas'];

export const addressHandlers: OperationHandlers = {
  userAddressList: readOnly(({ state, requireUser }) =>
    addressesOf(state, requireUser().id).map(addressView),
  ),

  /** Adds an address, or edits one when the body carries its id. */
  userAddressAdd: mutation(({ state, body, requireUser }) => {
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
    return addressView(saveAddress(state, user.id, input, request.id));
  }),

  userAddress: readOnly(({ state, query, requireUser }) =>
    addressView(getAddress(state, requireUser().id, Number(query.id))),
  ),

  userAddressSetDefault: mutation(({ state, body, requireUser }) => {
    setDefaultAddress(state, requireUser().id, (body as Schemas['IdRequest']).id);
    return null;
  }),

  userAddressDel: mutation(({ state, query, requireUser }) => {
    deleteAddress(state, requireUser().id, Number(query.id));
    return null;
  }),
};
