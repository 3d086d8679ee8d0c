import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  ServedContract as Contract,
  ServedOperation as Operation,
} from '@storefront/contracts/load-contract';
import type { Guards } from '../domain/limits';
import type { UploadFiles } from '../domain/uploads';
import type { LanguageCode, State, User } from '../store/state';
import type { Store } from '../store/store';
import type { StateWrites } from '../store/writes';

/** What a handler gets: the validated request, the caller (if signed in) and the state. */
export interface OperationContext {
  readonly operation: Operation;
  readonly contract: Contract;
  readonly store: Store;
  /** The state at the time the request arrived: `store.state`, or for a `readOnly` or `marks`
   * handler the untracked `store.readState` (a change made through it is written only when named
   * in `writes`). */
  readonly state: State;
  /** For a `marks` handler, where it names the rows it changed (`store.stateWrites`); otherwise
   * marks nothing (the proxies of `store.state` note the changes). */
  readonly writes: StateWrites;
  readonly lang: LanguageCode;
  readonly token: string | undefined;
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
 * One handler per contract operationId. It returns the envelope's `data`; failures are thrown as
 * ShopFailure. Unless `readOnly`, the dispatcher waits until the change is durable before answering.
 */
export interface OperationHandler {
  readOnly?: boolean;
  /** Changes the plain state and names each row it changed in `context.writes`. */
  marks?: boolean;
  run(context: OperationContext): unknown;
}

export type OperationHandlers = Record<string, OperationHandler>;

export const readOnly = (run: OperationHandler['run']): OperationHandler => ({
  readOnly: true,
  run,
});
export const mutation = (run: OperationHandler['run']): OperationHandler => ({ run });
/**
 * A mutation on the plain records (no change-tracking traps): it names every row it changes in
 * `context.writes`, which are written and committed as any other mutation's.
 */
export const marked = (run: OperationHandler['run']): OperationHandler => ({ marks: true, run });
