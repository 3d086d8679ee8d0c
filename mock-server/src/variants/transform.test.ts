import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createContractValidator } from '@storefront/contracts/contract-validator';
import { listOperations, loadContract, resolveRef } from '@storefront/contracts/load-contract';
import { validValue } from '@storefront/contracts/schema-arbitrary';
import { verifyBackend } from '@storefront/contracts/verify/verify';
import { buildApp } from '../app';
import { createChat } from '../chat/chat-extension';
import {
  LONG_LIST,
  LONG_TEXT,
  isHeldName,
  parseVariantMode,
  transformAnswer,
  type VariantMode,
} from './transform';
import { responseSchema, VARIANT_HEADER } from './variants';

// The transform keeps every answer within the contract: each operation's examples and answers drawn
// from its schemas, in every mode (fast-check over seeds for random), then the real answers of the
// running mock (contract:verify, writes included) in each mode.

const document = loadContract();
const validator = createContractValidator(document);
const operations = listOperations(document);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every JSON example of an operation's answers, with its status. */
function examplesOf(entry: (typeof operations)[number]): { status: number; body: unknown }[] {
  const found: { status: number; body: unknown }[] = [];
  for (const [status, raw] of Object.entries(entry.operation.responses)) {
    const response = resolveRef(document, raw);
    if (!isRecord(response) || !isRecord(response.content)) continue;
    const json = response.content['application/json'];
    if (!isRecord(json)) continue;
    if ('example' in json) found.push({ status: Number(status), body: json.example });
    if (isRecord(json.examples)) {
      for (const example of Object.values(json.examples)) {
        const value = resolveRef(document, example);
        if (isRecord(value) && 'value' in value) {
          found.push({ status: Number(status), body: value.value });
        }
      }
    }
  }
  return found;
}

function check(
  entry: (typeof operations)[number],
  status: number,
  body: unknown,
  mode: VariantMode,
): { errors: string[]; changed: string[] } {
  const schema = responseSchema(document, entry.method, entry.path, status);
  const { value, changed } = transformAnswer(document, schema, body, mode, {
    operationId: entry.operation.operationId,
  });
  const result = validator.validateResponse({
    method: entry.method,
    url: entry.path,
    status,
    body: value,
  });
  return { errors: result.ok ? [] : result.errors, changed };
}

const fixedModes: VariantMode[] = [{ kind: 'minimal' }, { kind: 'maximal' }];

describe('the variants transform', () => {
  it('reads the modes of MOCK_VARIANTS and /__mock/variants', () => {
    expect(parseVariantMode('minimal')).toEqual({ kind: 'minimal' });
    expect(parseVariantMode('maximal')).toEqual({ kind: 'maximal' });
    expect(parseVariantMode('random:42')).toEqual({ kind: 'random', seed: 42 });
    expect(parseVariantMode('')).toEqual({ kind: 'off' });
    expect(parseVariantMode('random:')).toBeUndefined();
    expect(parseVariantMode('random:99999999999')).toBeUndefined();
    expect(parseVariantMode('maximum')).toBeUndefined();
  });

  it(`covers all ${operations.length} operations of the contract, each with a success example`, () => {
    expect(operations.length).toBe(77);
    for (const entry of operations) {
      const successes = examplesOf(entry).filter(
        ({ status, body }) => status === 200 && isRecord(body) && body.code === 1,
      );
      expect(successes.length, entry.operation.operationId).toBeGreaterThan(0);
    }
  });

  it('keeps every example of every operation valid in minimal and maximal', () => {
    for (const entry of operations) {
      for (const { status, body } of examplesOf(entry)) {
        for (const mode of fixedModes) {
          const { errors } = check(entry, status, body, mode);
          expect(errors, `${entry.operation.operationId} ${status} ${mode.kind}`).toEqual([]);
        }
      }
    }
  });

  it('keeps every example valid under random:<seed>, and the same seed gives the same answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        for (const entry of operations) {
          for (const { status, body } of examplesOf(entry)) {
            const mode: VariantMode = { kind: 'random', seed };
            const { errors, changed } = check(entry, status, body, mode);
            expect(errors, `${entry.operation.operationId} ${status} random:${seed}`).toEqual([]);
            expect(check(entry, status, body, mode).changed).toEqual(changed);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('keeps any answer the contract allows valid, in every mode', () => {
    for (const entry of operations) {
      const schema = responseSchema(document, entry.method, entry.path, 200);
      fc.assert(
        fc.property(
          validValue(document, schema),
          fc.oneof(
            fc.constant<VariantMode>({ kind: 'minimal' }),
            fc.constant<VariantMode>({ kind: 'maximal' }),
            fc
              .integer({ min: 0, max: 2 ** 32 - 1 })
              .map((seed): VariantMode => ({ kind: 'random', seed })),
          ),
          (body, mode) => {
            // Only answers the contract accepts to begin with (the generator may miss a pattern).
            const before = validator.validateResponse({
              method: entry.method,
              url: entry.path,
              status: 200,
              body,
            });
            fc.pre(before.ok);
            const { errors } = check(entry, 200, body, mode);
            expect(errors, `${entry.operation.operationId} ${JSON.stringify(mode)}`).toEqual([]);
          },
        ),
        { numRuns: 15 },
      );
    }
  });

  it('minimal drops optional fields and empties lists; maximal lengthens texts and lists; ids, money and statuses hold', () => {
    const entry = operations.find((op) => op.operation.operationId === 'indexIndex')!;
    const [example] = examplesOf(entry);
    const schema = responseSchema(document, entry.method, entry.path, 200);
    const original = example!.body as {
      data: { recommended: { id: number; price: string; name: string }[]; notices: string[] };
    };
    const minimal = transformAnswer(
      document,
      schema,
      original,
      { kind: 'minimal' },
      {
        operationId: 'indexIndex',
      },
    );
    const minimalData = (minimal.value as typeof original).data;
    expect(minimalData.recommended).toEqual([]);
    expect(minimal.changed).toContain('/data/recommended');

    const maximal = transformAnswer(
      document,
      schema,
      original,
      { kind: 'maximal' },
      {
        operationId: 'indexIndex',
      },
    );
    const data = (maximal.value as typeof original).data;
    expect(data.recommended).toHaveLength(LONG_LIST);
    expect(data.recommended[0]!.id).toBe(original.data.recommended[0]!.id);
    expect(data.recommended[0]!.price).toBe(original.data.recommended[0]!.price);
    expect(Array.from(data.recommended[0]!.name)).toHaveLength(LONG_TEXT);
    // The copies that lengthen the list are other records: no two share an id.
    expect(new Set(data.recommended.map((card) => card.id)).size).toBe(LONG_LIST);
    expect(maximal.changed).toContain('/data/recommended/0/name');
    expect(isHeldName('mer_id')).toBe(true);
    expect(isHeldName('status')).toBe(true);
    expect(isHeldName('name')).toBe(false);
  });

  it('holds the number of orders an order call created (the payment screen opens each one)', () => {
    const entry = operations.find((op) => op.operation.operationId === 'orderCreate')!;
    const success = examplesOf(entry).find(({ body }) => isRecord(body) && body.code === 1)!;
    const schema = responseSchema(document, entry.method, entry.path, 200);
    for (const mode of fixedModes) {
      const { value } = transformAnswer(document, schema, success.body, mode, {
        operationId: 'orderCreate',
      });
      const orders = (value as { data: { orders: unknown[] } }).data.orders;
      expect(orders).toHaveLength(
        (success.body as typeof value & { data: { orders: unknown[] } }).data.orders.length,
      );
    }
  });

  it('makes only the changes at the paths asked for (replaying one cause)', () => {
    const entry = operations.find((op) => op.operation.operationId === 'indexIndex')!;
    const [example] = examplesOf(entry);
    const schema = responseSchema(document, entry.method, entry.path, 200);
    const only = new Set(['/data/recommended/0/name']);
    const { value, changed } = transformAnswer(
      document,
      schema,
      example!.body,
      { kind: 'maximal' },
      {
        operationId: 'indexIndex',
        only,
      },
    );
    expect(changed).toEqual(['/data/recommended/0/name']);
    const data = (value as { data: { recommended: unknown[]; notices: string[] } }).data;
    expect(data.recommended).toHaveLength(1);
    expect(data.notices).toEqual(
      (example!.body as typeof value & { data: { notices: string[] } }).data.notices,
    );
  });
});

describe('the mock in variants mode', () => {
  let app: FastifyInstance;
  let baseUrl = '';
  beforeAll(async () => {
    app = await buildApp({
      dataDir: null,
      variants: 'minimal',
      chat: createChat({ agent: { enabled: false } }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  it('starts in MOCK_VARIANTS, tags each answer it changed and lists the paths', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/index/index' });
    expect(answer.headers[VARIANT_HEADER]).toMatch(/^minimal; change=\d+; paths=\d+$/);
    const body = answer.json() as { data: { recommended: unknown[] } };
    expect(body.data.recommended).toEqual([]);
    const state = await app.inject({
      method: 'GET',
      url: '/__mock/variants?after=0',
      headers: { 'x-mock-control-token': app.controlToken },
    });
    const changes = (state.json() as { changes: { operationId: string; paths: string[] }[] })
      .changes;
    expect(changes.at(-1)?.operationId).toBe('indexIndex');
    expect(changes.at(-1)?.paths).toContain('/data/recommended');
  });

  it('switches through PUT /__mock/variants and refuses an unknown mode', async () => {
    const headers = { 'x-mock-control-token': app.controlToken };
    const bad = await app.inject({
      method: 'PUT',
      url: '/__mock/variants',
      headers,
      payload: { mode: 'huge' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await app.inject({
      method: 'PUT',
      url: '/__mock/variants',
      headers,
      payload: { mode: 'off' },
    });
    expect(off.json()).toMatchObject({ ok: true, mode: 'off' });
    const answer = await app.inject({ method: 'GET', url: '/api/index/index' });
    expect(answer.headers[VARIANT_HEADER]).toBeUndefined();
    expect(
      (answer.json() as { data: { recommended: unknown[] } }).data.recommended.length,
    ).toBeGreaterThan(0);
  });

  for (const mode of ['minimal', 'maximal', 'random:7']) {
    it(`answers every operation within the contract in ${mode} (contract:verify, writes included)`, async () => {
      await app.inject({
        method: 'POST',
        url: '/__mock/reset',
        headers: { 'x-mock-control-token': app.controlToken },
      });
      app.variants.set(parseVariantMode(mode)!);
      app.variants.refused = 0;
      const report = await verifyBackend({
        baseUrl,
        login: { account: 'demo@example.com', password: 'demo123' },
        seed: 20261127,
        maxRequests: 1,
        writes: true,
      });
      expect(report.failures.map((failure) => `${failure.operationId} ${failure.check}`)).toEqual(
        [],
      );
      expect(app.variants.refused).toBe(0);
      expect(app.variants.state(0).changes.length).toBeGreaterThan(0);
    }, 60_000);
  }
});
