import type { FastifyRequest } from 'fastify';
import type { ServedContract as Contract } from '@storefront/contracts/load-contract';

/**
 * The token a request carries: the contract's token header, and nothing else. The Admin-Token
 * cookie that login sets is the client's own storage: a browser sends it with any request to this
 * host, a page on another site included, so it is never read as a credential here.
 */
export function requestToken(
  request: FastifyRequest,
  contract: Pick<Contract, 'tokenHeader'>,
): string | undefined {
  const header = request.headers[contract.tokenHeader];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (typeof fromHeader !== 'string') return undefined;
  const token = fromHeader.trim().replace(/^Bearer\s+/i, '');
  return token || undefined;
}
