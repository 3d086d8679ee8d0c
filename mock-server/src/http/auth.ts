import type { FastifyRequest } from 'fastify';
import type { Contract } from './contract';

/** The token a request carries: the contract's token header first, then the Admin-Token cookie. */
export function requestToken(
  request: FastifyRequest,
  contract: Pick<Contract, 'tokenHeader' | 'tokenCookie'>,
): string | undefined {
  const header = request.headers[contract.tokenHeader];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader.trim()) return fromHeader.trim().replace(/^Bearer\s+/i, '');
  const fromCookie = request.cookies?.[contract.tokenCookie];
  return fromCookie && fromCookie.trim() ? fromCookie.trim() : undefined;
}
