// Response overrides through /__mock (the book is overrides.ts, the answering hook
// fault-injection.ts), and what the console starts them from: an operation's detail and example.
import type { FastifyInstance } from 'fastify';
import {
  FAULT_TIMES_MAX,
  OVERRIDE_BODY_MAX_BYTES,
  OVERRIDES_MAX,
} from '@storefront/contracts/control-api';
import type {
  ControlAnswer,
  ExampleAnswer,
  OperationDetail,
  OverrideAnswer,
  OverrideCheckAnswer,
  OverrideCheckRequest,
  OverrideInput,
  OverridesAnswer,
  TrafficViolation,
} from '@storefront/contracts/control-api';
import type { ServedContract, ServedOperation } from '@storefront/contracts/load-contract';
import { exampleAnswer, operationDetail, operationUrl } from './contract-examples';
import { closedObject } from './input-schemas';
import type { OverrideBook } from './overrides';
import { trafficValidator } from './traffic';

/** A refusal the control plugin's error handler answers with its status. */
export function controlError(status: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status });
}

/** The contract's operation of that id, or a 404 naming it. */
export function servedOperation(contract: ServedContract, operationId: string): ServedOperation {
  const served = contract.operations.find((operation) => operation.operationId === operationId);
  if (!served)
    throw controlError(404, `no operation ${JSON.stringify(operationId)} in the contract`);
  return served;
}

/** A body's check as the operation's answer with that status (response violations). */
export function checkAnswer(
  served: ServedOperation,
  status: number,
  body: unknown,
): TrafficViolation[] {
  const check = trafficValidator().validateResponse({
    method: served.method,
    url: operationUrl(served),
    status,
    body,
  });
  return check.ok
    ? []
    : check.errors.slice(0, 20).map((error) => ({ direction: 'response', error }));
}

const operationIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
const overrideFields = {
  operationId: operationIdSchema,
  status: { type: 'integer', minimum: 100, maximum: 599 },
  // Any JSON value; its size is checked on its text (bodyLimit) and again as JSON.
  body: {},
} as const;

export function overrideRoutes(app: FastifyInstance, options: { overrides: OverrideBook }): void {
  const { overrides } = options;
  const contract = app.contract;
  // The body's text may be up to OVERRIDE_BODY_MAX_BYTES, with room for the other fields.
  const bodyLimit = OVERRIDE_BODY_MAX_BYTES + 4096;
  const sized = (body: unknown) => {
    const text = JSON.stringify(body ?? null);
    if (Buffer.byteLength(text) > OVERRIDE_BODY_MAX_BYTES) {
      throw controlError(
        413,
        `an override's body is at most ${OVERRIDE_BODY_MAX_BYTES} bytes of JSON`,
      );
    }
  };

  app.get<{ Params: { operationId: string } }>(
    '/operations/:operationId',
    { schema: { params: closedObject(['operationId'], { operationId: operationIdSchema }) } },
    async (request): Promise<ControlAnswer<OperationDetail>> => ({
      ok: true,
      ...operationDetail(contract, servedOperation(contract, request.params.operationId)),
    }),
  );
  app.get<{ Params: { operationId: string } }>(
    '/operations/:operationId/example',
    { schema: { params: closedObject(['operationId'], { operationId: operationIdSchema }) } },
    async (request): Promise<ControlAnswer<ExampleAnswer>> => ({
      ok: true,
      ...exampleAnswer(contract, servedOperation(contract, request.params.operationId)),
    }),
  );

  app.get('/overrides', async (): Promise<ControlAnswer<OverridesAnswer>> => ({
    ok: true,
    overrides: overrides.list(),
  }));
  app.post<{ Body: OverrideInput }>(
    '/overrides',
    {
      bodyLimit,
      schema: {
        body: closedObject(['operationId', 'body'], {
          ...overrideFields,
          times: { type: 'integer', minimum: 1, maximum: FAULT_TIMES_MAX },
        }),
      },
    },
    async (request): Promise<ControlAnswer<OverrideAnswer>> => {
      const input = request.body;
      const served = servedOperation(contract, input.operationId);
      sized(input.body);
      if (overrides.size >= OVERRIDES_MAX && !overrides.has(served.operationId)) {
        throw controlError(409, `at most ${OVERRIDES_MAX} overrides are armed at once`);
      }
      const violations = checkAnswer(served, input.status ?? 200, input.body);
      return { ok: true, override: overrides.set(input, violations) };
    },
  );
  app.post<{ Body: OverrideCheckRequest }>(
    '/overrides/check',
    { bodyLimit, schema: { body: closedObject(['operationId', 'body'], overrideFields) } },
    async (request): Promise<ControlAnswer<OverrideCheckAnswer>> => {
      const served = servedOperation(contract, request.body.operationId);
      sized(request.body.body);
      return {
        ok: true,
        violations: checkAnswer(served, request.body.status ?? 200, request.body.body),
      };
    },
  );
  app.delete<{ Querystring: { id?: number } }>(
    '/overrides',
    { schema: { querystring: closedObject([], { id: { type: 'integer', minimum: 1 } }) } },
    async (request): Promise<ControlAnswer<OverridesAnswer>> => {
      overrides.clear(request.query.id);
      return { ok: true, overrides: overrides.list() };
    },
  );
}
