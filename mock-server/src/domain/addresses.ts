import { clock } from './clock';
import { fail } from './failure';
import { nextId } from '../store/state';
import type { Address, State } from '../store/state';

export interface AddressInput {
  addressee: string;
  mobile: string;
  area: string;
  detail: string;
  tag: string;
  isDefault?: boolean;
}

/** Default first, then newest. */
export function addressesOf(state: State, userId: number): Address[] {
  return state.addresses
    .filter((address) => address.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
}

export function getAddress(state: State, userId: number, id: number): Address {
  // Another shopper's address is "not found", never "forbidden": its existence is not revealed.
  const found = state.addresses.find((address) => address.id === id && address.userId === userId);
  return found ?? fail('not_found', 'address');
}

export function defaultAddress(state: State, userId: number): Address | undefined {
  return state.addresses.find((address) => address.userId === userId && address.isDefault);
}

function makeDefault(state: State, userId: number, address: Address): void {
  for (const other of state.addresses) if (other.userId === userId) other.isDefault = false;
  address.isDefault = true;
}

/** Adds an address, or edits one when `id` is given. The first address becomes the default. */
export function saveAddress(
  state: State,
  userId: number,
  input: AddressInput,
  id?: number,
): Address {
  let address: Address;
  if (id !== undefined) {
    address = getAddress(state, userId, id);
    Object.assign(address, {
      addressee: input.addressee,
      mobile: input.mobile,
      area: input.area,
      detail: input.detail,
      tag: input.tag,
    });
  } else {
    address = {
      id: nextId(state, 'address'),
      userId,
      addressee: input.addressee,
      mobile: input.mobile,
      area: input.area,
      detail: input.detail,
      tag: input.tag,
      isDefault: false,
      createdAt: clock.now(),
    };
    state.addresses.push(address);
  }
  if (input.isDefault || !defaultAddress(state, userId)) makeDefault(state, userId, address);
  return address;
}

export function setDefaultAddress(state: State, userId: number, id: number): Address {
  const address = getAddress(state, userId, id);
  makeDefault(state, userId, address);
  return address;
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export function deleteAddress(state: State, userId: number, id: number): void {
  const address = getAddress(state, userId, id);
  state.addresses = state.addresses.filter((candidate) => candidate.id !== address.id);
  if (address.isDefault) {
    const next = addressesOf(state, userId)[0];
    if (next) next.isDefault = true;
  }
}
