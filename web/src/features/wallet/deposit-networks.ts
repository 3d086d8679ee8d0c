import type { DepositAddress } from './api/get-deposit-addresses';

export type RechargeMethod = DepositAddress['method'];

/**
 * The networks the spec refuses (section 5), as `unsupportedNetworks` of the contract's rules: a
 * copy, because the rules module brings zod, which loads only once a form is checked.
 */
export const refusedNetworks: readonly string[] = ['DEX', 'BSC', 'HECO'];

function isUnsupportedNetwork(network: string): boolean {
  return refusedNetworks.includes(network.trim().toUpperCase());
}

export interface MethodNetworks {
  /** Networks the shopper may choose, in the server's order. */
  usable: DepositAddress[];
  /** Networks the platform refuses (DEX, BSC, HECO), shown disabled with the warning. */
  refused: DepositAddress[];
}

/**
 * The deposit addresses of one recharge method, split by whether the platform takes deposits on
 * their network. The contract says the server never lists DEX, BSC or HECO; should a backend list
 * one anyway, the shopper still cannot choose it.
 */
export function networksOf(
  addresses: readonly DepositAddress[],
  method: RechargeMethod,
): MethodNetworks {
  const ofMethod = addresses.filter((address) => address.method === method);
  return {
    usable: ofMethod.filter((address) => !isUnsupportedNetwork(address.network)),
    refused: ofMethod.filter((address) => isUnsupportedNetwork(address.network)),
  };
}

/** The methods that have at least one usable address, in the order given. */
export function methodsWithNetworks(
  addresses: readonly DepositAddress[],
  methods: readonly RechargeMethod[],
): RechargeMethod[] {
  return methods.filter((method) => networksOf(addresses, method).usable.length > 0);
}
