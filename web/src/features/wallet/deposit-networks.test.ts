import { describe, expect, it } from 'vitest';
import type { DepositAddress } from './api/get-deposit-addresses';
import { unsupportedNetworks } from '@storefront/contracts/rules';
import { methodsWithNetworks, networksOf, refusedNetworks } from './deposit-networks';

const address = (id: number, method: DepositAddress['method'], network: string) => ({
  id,
  method,
  network,
  coin: 'USDT',
  address: `address-${id}`,
  min_amount: '10.00',
});

const addresses = [
  address(1, 'chain', 'TRC20'),
  address(2, 'chain', 'bsc'),
  address(3, 'chain', 'ERC20'),
  address(4, 'chain', 'HECO'),
  address(5, 'bank', 'BANK'),
  address(6, 'chain', 'Dex'),
];

describe('deposit networks', () => {
  it('keeps the networks of a method, in order, and sets DEX, BSC and HECO apart', () => {
    const chain = networksOf(addresses, 'chain');
    expect(chain.usable.map((a) => a.network)).toEqual(['TRC20', 'ERC20']);
    expect(chain.refused.map((a) => a.network)).toEqual(['bsc', 'HECO', 'Dex']);
    expect(networksOf(addresses, 'bank').usable.map((a) => a.id)).toEqual([5]);
  });

  it('offers only the methods that have a usable network', () => {
    expect(methodsWithNetworks(addresses, ['chain', 'bank', 'card'])).toEqual(['chain', 'bank']);
    expect(methodsWithNetworks([address(1, 'chain', 'BSC')], ['chain'])).toEqual([]);
  });

  it('refuses the same networks as the contract rules', () => {
    expect(refusedNetworks).toEqual(unsupportedNetworks);
  });
});
