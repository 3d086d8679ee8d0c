import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, resolveRef } from './contract';
import type { Operation } from './contract';
import { TestApi } from '../testing/test-api';

// Random and malformed requests to every shop operation: never a 5xx, always an envelope that the
// contract allows (TestApi checks each answer against the contract and throws otherwise).

const contract = loadContract();
const operations = contract.operations.filter((operation) => !operation.tags.includes('chat'));

/** Field names an operation's body schema knows, so random bodies hit real fields too. */
function bodyFields(operation: Operation): string[] {
  if (!operation.bodyPointer) return [];
  const schema = resolveRef(contract.document, { $ref: operation.bodyPointer }) as
    Record<string, unknown> | undefined;
  const branches = [schema, ...((schema?.oneOf as unknown[] | undefined) ?? [])].map((branch) =>
    resolveRef(contract.document, branch),
  ) as Array<{ properties?: Record<string, unknown> } | undefined>;
  return [...new Set(branches.flatMap((branch) => Object.keys(branch?.properties ?? {})))];
}

const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 200 }),
  fc.constantFrom(
    '',
    '0',
    '1',
    '-1',
    '12.50',
    '1e9',
    'null',
    'zh-CN',
    'TRC20',
    'BSC',
    'demo@example.com',
    '123456',
  ),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
);

function requestFor(operation: Operation) {
  const queryNames = operation.queryParameters.map((parameter) => parameter.name);
  const fields = bodyFields(operation);
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...queryNames, 'x'), fc.string({ maxLength: 4 })),
    fc.oneof(fc.string({ maxLength: 10 }), fc.integer().map(String)),
    { maxKeys: 4 },
  );
  const body = fc.oneof(
    fc.dictionary(fields.length ? fc.constantFrom(...fields) : fc.string({ maxLength: 6 }), value, {
      maxKeys: 6,
    }),
    fc.anything({ maxDepth: 2 }),
    fc.constantFrom('{"broken": ', '[1,2', 'null', '"text"', '{}'),
  );
  return fc.record({ query, body, authenticated: fc.boolean() });
}

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await TestApi.start();
  token = await api.login();
});
afterAll(async () => {
  await api.close();
});

describe('fuzz: every shop operation with random and malformed requests', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s never answers 5xx and always answers a contract envelope',
    async (_id, operation) => {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async ({ query, body, authenticated }) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const url = `${operation.path}${search ? `?${search}` : ''}`;
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (authenticated) headers.token = token;
          const payload =
            operation.method === 'GET'
              ? undefined
              : typeof body === 'string'
                ? body
                : JSON.stringify(body ?? null);
          const answer = await api.call(operation.method, url, {
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
          expect(answer.status).toBeLessThan(500);
          expect(typeof answer.body.code).toBe('number');
          expect(typeof answer.body.msg).toBe('string');
          expect('data' in answer.body).toBe(true);
        }),
        { numRuns: 25, seed: 20261121 },
      );
    },
  );
});
