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
import * as rules from '../http/shop-rules';
import { addressView } from './views';

type Schemas = components['schemas'];

export const addressHandlers: OperationHandlers = {
  userAddressList: readOnly(({ state, requireUser }) =>
    addressesOf(state, requireUser().id).map(addressView),
  ),

  /** Adds an address, or edits one when the body carries its id. */
  userAddressAdd: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['AddressRequest'];
    const user = requireUser();
    const input = {
      addressee: rules.required(request.addressee, 'addressee_required'),
      mobile: rules.mobile(request.mobile),
      area: rules.required(request.area, 'area_required'),
      detail: rules.required(request.detail, 'detail_required'),
      tag: rules.required(request.tag, 'tag_required'),
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
