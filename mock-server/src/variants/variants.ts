// The variants mode on the request path: an onSend hook that rewrites each /api answer (transform.ts),
// checks the result against the contract and tags it; the switch behind MOCK_VARIANTS and
// GET/PUT /__mock/variants. Costs nothing while the mode is off (one property read per answer).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import type { ContractValidator } from '@storefront/contracts/contract-validator';
import { resolveRef } from '@storefront/contracts/load-contract';
import type { ContractDocument, ServedContract } from '@storefront/contracts/load-contract';
import type { VariantChange, VariantsState } from '@storefront/contracts/control-api';
import { VARIANT_CHANGES_KEPT, VARIANT_PATHS_KEPT } from '@storefront/contracts/control-api';
import { parseVariantMode, transformAnswer, variantModeName, type VariantMode } from './transform';

/** The header every transformed answer carries: `<mode>; change=<id>; paths=<count>`. */
export const VARIANT_HEADER = 'x-mock-variant';

declare module 'fastify' {
  interface FastifyInstance {
    variants: VariantSwitch;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema of an operation's JSON answer for `status` (its $refs left for the transform). */
export function responseSchema(
  document: ContractDocument,
  method: string,
  path: string,
  status: number,
): unknown {
  const operation = document.paths[path]?.[method.toLowerCase() as 'get'];
  if (!operation) return undefined;
  const response = resolveRef(document, operation.responses[String(status)]);
  if (!isRecord(response) || !isRecord(response.content)) return undefined;
  const json = response.content['application/json'];
  return isRecord(json) ? json.schema : undefined;
}

/** What the mode is and the last answers it changed; read and set by /__mock/variants. */
export class VariantSwitch {
  mode: VariantMode = { kind: 'off' };
  /** Only this operation's answers, only changes at these paths: replaying one cause. */
  only: { operationId?: string; paths?: ReadonlySet<string> } = {};
  /** Transforms the contract refused (a bug of the transform): the original answer went out. */
  refused = 0;
  private readonly changes: VariantChange[] = [];
  private lastId = 0;

  set(mode: VariantMode, only: { operationId?: string; paths?: readonly string[] } = {}): void {
    this.mode = mode;
    this.only = {
      ...(only.operationId ? { operationId: only.operationId } : {}),
      ...(only.paths ? { paths: new Set(only.paths) } : {}),
    };
  }

  record(change: Omit<VariantChange, 'id'>): VariantChange {
    const kept = { id: (this.lastId += 1), ...change };
    this.changes.push(kept);
    if (this.changes.length > VARIANT_CHANGES_KEPT) this.changes.shift();
    return kept;
  }

  state(after?: number): VariantsState {
    return {
      mode: variantModeName(this.mode),
      ...(this.only.operationId ? { operationId: this.only.operationId } : {}),
      ...(this.only.paths ? { paths: [...this.only.paths] } : {}),
      refused: this.refused,
      lastChange: this.lastId,
      changes: after === undefined ? [] : this.changes.filter((change) => change.id > after),
    };
  }
}

/**
 * Registers the switch (`app.variants`, started in `initial`, MOCK_VARIANTS) and its onSend hook.
 * Register it before the traffic log, so that the log records (and checks) the answer as sent.
 */
export function registerVariants(
  app: FastifyInstance,
  options: { contract: ServedContract; initial?: string | undefined },
): VariantSwitch {
  const initial = parseVariantMode(options.initial);
  if (!initial) {
    throw new Error(
      `MOCK_VARIANTS must be minimal, maximal, random:<seed> or off, not ${options.initial}`,
    );
  }
  const variants = new VariantSwitch();
  variants.set(initial);
  app.decorate('variants', variants);
  const operations = new Map(options.contract.operations.map((op) => [op.operationId, op]));
  let validator: ContractValidator | undefined;

  app.addHook('onSend', (request, reply, payload, done) => {
    if (variants.mode.kind === 'off' || typeof payload !== 'string') return done(null, payload);
    const operationId = request.routeOptions.config.operationId;
    if (operationId === undefined) return done(null, payload);
    if (variants.only.operationId !== undefined && variants.only.operationId !== operationId) {
      return done(null, payload);
    }
    const operation = operations.get(operationId);
    if (!operation) return done(null, payload);
    done(null, rewrite(request, reply, payload, operation.method, operation.path, operationId));
  });

  function rewrite(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: string,
    method: string,
    path: string,
    operationId: string,
  ): string {
    const schema = responseSchema(options.contract.document, method, path, reply.statusCode);
    if (schema === undefined) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const mode = variants.mode;
    const { value, changed } = transformAnswer(options.contract.document, schema, body, mode, {
      operationId,
      only: variants.only.paths,
    });
    if (changed.length === 0) return payload;
    validator ??= createContractValidator(options.contract.document);
    const check = validator.validateResponse({
      method,
      url: request.url,
      status: reply.statusCode,
      body: value,
    });
    if (!check.ok) {
      // A bug of the transform, never the shopper's: the handler's own answer goes out.
      variants.refused += 1;
      request.log.error(
        { operationId, mode: variantModeName(mode), errors: check.errors.slice(0, 5) },
        'variants: the transformed answer breaks the contract; the original was sent',
      );
      reply.header(VARIANT_HEADER, `${variantModeName(mode)}; refused`);
      return payload;
    }
    const change = variants.record({
      mode: variantModeName(mode),
      method,
      url: request.url.split('?', 1)[0]!.slice(0, 300),
      operationId,
      paths: changed.slice(0, VARIANT_PATHS_KEPT),
      pathCount: changed.length,
    });
    reply.header(
      VARIANT_HEADER,
      `${variantModeName(mode)}; change=${change.id}; paths=${changed.length}`,
    );
    return JSON.stringify(value);
  }

  return variants;
}
