import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  ServedContract as Contract,
  ServedOperation as Operation,
} from '@storefront/contracts/load-contract';
import type { Guards } from '../domain/limits';
import type { UploadFiles } from '../domain/uploads';
import type { Db } from '../store/db';
import type { LanguageCode, User } from '../store/state';
import type { Store } from '../store/store';

/** What a handler gets: the validated request, the caller (if signed in) and the store. */
export interface OperationContext {
  readonly operation: Operation;
  readonly contract: Contract;
  readonly store: Store;
  /** The store's queries; in `run`, inside the request's transaction. */
  readonly db: Db;
  readonly lang: LanguageCode;
  readonly token: string | undefined;
  /** The signed-in shopper as the store has them now (read again on each use), or undefined. */
  readonly user: User | undefined;
  /** The signed-in shopper; throws the 401 failure for guests. */
  requireUser(): User;
  /** Query parameters, validated and coerced to the contract's types. */
  readonly query: Record<string, unknown>;
  /** The body, validated against the contract (an empty object when there is none). */
  readonly body: Record<string, unknown>;
  readonly uploads: UploadFiles;
  /** The app's guessing limits and their counts (domain/limits.ts). */
  readonly guards: Guards;
  /** The client as the per-client limits count it: the socket's peer, an IPv6 peer by its /64
   * (domain/client-key.ts). */
  readonly client: string;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * One handler per contract operationId. `run` returns the envelope's `data`; failures are thrown
 * as ShopFailure. `run` is synchronous and runs in the request's one transaction (committed when
 * it returns, rolled back when it throws, except a failure made with `keep`: see
 * domain/failure.ts). Work that has to wait (a password hash, a login slowdown, an upload's bytes)
 * goes in `prepare`, which runs before the transaction, may read, and must not write; what it
 * returns is `run`'s second argument.
 */
export interface OperationHandler<Prepared = unknown> {
  prepare?(context: OperationContext): Promise<Prepared>;
  run(context: OperationContext, prepared: Prepared): unknown;
}

/** Handlers by operationId; `run` is a method, so a handler of any `Prepared` fits. */
export type OperationHandlers = Record<string, OperationHandler>;

/** A handler with nothing to wait for. */
export const handler = (run: (context: OperationContext) => unknown): OperationHandler => ({
  run,
});

/** A handler that waits for something (`prepare`) before its transaction. */
export const preparedHandler = <Prepared>(
  prepare: (context: OperationContext) => Promise<Prepared>,
  run: (context: OperationContext, prepared: Prepared) => unknown,
): OperationHandler<Prepared> => ({ prepare, run });
