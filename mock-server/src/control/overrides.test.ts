// Response overrides through /__mock: what the storefront's calls then answer, their check against
// the contract, the examples they start from, and their limits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OVERRIDE_BODY_MAX_BYTES, OVERRIDES_MAX } from '@storefront/contracts/control-api';
import type {
  ExampleAnswer,
  OperationDetail,
  OperationsAnswer,
  OverrideAnswer,
  OverrideCheckAnswer,
  OverridesAnswer,
  TrafficAnswer,
} from '@storefront/contracts/control-api';
import { TestApi } from '../testing/test-api';

let api: TestApi;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  await api.close();
});

const category = () => api.app.inject({ method: 'GET', url: '/api/index/category' });

describe('response overrides', () => {
  it('answers the chosen body for N calls, then the real answer; the operation does not run', async () => {
    const empty = { code: 1, msg: 'ok', data: [] };
    const { status, body } = await api.control<OverrideAnswer>('POST', '/overrides', {
      operationId: 'indexCategory',
      body: empty,
      times: 2,
    });
    expect(status).toBe(200);
    expect(body.override).toMatchObject({
      operationId: 'indexCategory',
      status: 200,
      remaining: 2,
    });
    expect(body.override.violations).toEqual([]);
    expect((await category()).json()).toEqual(empty);
    expect((await category()).json()).toEqual(empty);
    const real = (await category()).json() as { data: unknown[] };
    expect(real.data.length).toBeGreaterThan(0);
    const log = (await api.control<TrafficAnswer>('GET', '/traffic')).body;
    expect(log.entries.map((entry) => entry.injected?.kind ?? null)).toEqual([
      'override',
      'override',
      null,
    ]);
    expect(log.entries[0]!.injected).toEqual({
      kind: 'override',
      id: body.override.id,
      effect: 'override',
    });
  });

  it('a refusal with a given code and message, until cleared', async () => {
    const token = await api.login();
    await api.control('POST', '/overrides', {
      operationId: 'cartAdd',
      body: { code: 0, msg: 'Not enough stock', data: null },
    });
    const lines = () => api.db.all(api.db.q.selectFrom('cartLines').select('id'));
    const before = lines().length;
    for (let call = 0; call < 3; call += 1) {
      const answer = await api.post('/api/cart/add', { product_id: 31, quantity: 1 }, { token });
      expect(answer.body).toEqual({ code: 0, msg: 'Not enough stock', data: null });
    }
    expect(lines()).toHaveLength(before);
    const { body } = await api.control<OverridesAnswer>('DELETE', '/overrides');
    expect(body.overrides).toEqual([]);
    expect(
      (await api.post('/api/cart/add', { product_id: 31, quantity: 1 }, { token })).body.code,
    ).toBe(1);
  });

  it('allows a body that breaks the contract, says why, and never counts it as a violation', async () => {
    const broken = { code: 1, msg: 'ok', data: [{ id: 'one' }] };
    const checked = await api.control<OverrideCheckAnswer>('POST', '/overrides/check', {
      operationId: 'indexCategory',
      body: broken,
    });
    expect(checked.body.violations.length).toBeGreaterThan(0);
    expect(checked.body.violations[0]).toMatchObject({ direction: 'response' });
    // Checking arms nothing.
    expect((await api.control<OverridesAnswer>('GET', '/overrides')).body.overrides).toEqual([]);
    const armed = await api.control<OverrideAnswer>('POST', '/overrides', {
      operationId: 'indexCategory',
      body: broken,
    });
    expect(armed.status).toBe(200);
    expect(armed.body.override.violations).toEqual(checked.body.violations);
    expect((await category()).json()).toEqual(broken);
    const log = (await api.control<TrafficAnswer>('GET', '/traffic')).body;
    expect(log.entries[0]!.violations.length).toBeGreaterThan(0);
    expect(log.entries[0]!.violations.every((violation) => violation.injected)).toBe(true);
    expect(log.violations).toBe(0);
    expect(
      (await api.control<TrafficAnswer>('GET', '/traffic?violations=true')).body.entries,
    ).toEqual([]);
  });

  it('one per operation: a new one replaces it; a reset clears them', async () => {
    await api.control('POST', '/overrides', { operationId: 'indexCategory', body: 1 });
    await api.control('POST', '/overrides', { operationId: 'indexCategory', body: 2, status: 500 });
    const listed = (await api.control<OverridesAnswer>('GET', '/overrides')).body.overrides;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ body: 2, status: 500 });
    expect((await category()).statusCode).toBe(500);
    await api.control('POST', '/reset');
    expect((await api.control<OverridesAnswer>('GET', '/overrides')).body.overrides).toEqual([]);
  });

  it('refuses an unknown operation and a body above the limit; one per operation stays within the most armed', async () => {
    expect(
      (await api.control('POST', '/overrides', { operationId: 'noSuchThing', body: {} })).status,
    ).toBe(404);
    expect((await api.control('POST', '/overrides', { operationId: 'indexCategory' })).status).toBe(
      400,
    );
    for (const times of [0, 1_000_001, 1.5]) {
      const answer = await api.control('POST', '/overrides', {
        operationId: 'indexCategory',
        body: null,
        times,
      });
      expect([times, answer.status]).toEqual([times, 400]);
    }
    expect(
      (
        await api.control('POST', '/overrides', {
          operationId: 'indexCategory',
          body: 1,
          status: 600,
        })
      ).status,
    ).toBe(400);
    const big = { code: 1, msg: 'x'.repeat(OVERRIDE_BODY_MAX_BYTES), data: null };
    const tooBig = await api.control('POST', '/overrides', {
      operationId: 'indexCategory',
      body: big,
    });
    expect(tooBig.status).toBe(413);
    const operations = (await api.control<OperationsAnswer>('GET', '/operations')).body.operations;
    expect(operations.length).toBeLessThan(OVERRIDES_MAX);
    for (const { operationId } of operations) {
      expect((await api.control('POST', '/overrides', { operationId, body: null })).status).toBe(
        200,
      );
    }
    // Every operation overridden is still within the limit; the limit stands for the rest.
    expect((await api.control<OverridesAnswer>('GET', '/overrides')).body.overrides).toHaveLength(
      operations.length,
    );
  });
});

describe('what an override starts from', () => {
  it("gives every operation an example answer, the contract's own where it has one", async () => {
    const operations = (await api.control<OperationsAnswer>('GET', '/operations')).body.operations;
    let own = 0;
    for (const { operationId } of operations) {
      const { status, body } = await api.control<ExampleAnswer>(
        'GET',
        `/operations/${operationId}/example`,
      );
      expect(status).toBe(200);
      expect(body.operationId).toBe(operationId);
      if (body.source === 'contract') {
        own += 1;
        // The contract's own examples conform to it.
        const check = await api.control<OverrideCheckAnswer>('POST', '/overrides/check', {
          operationId,
          status: body.status,
          body: body.body,
        });
        expect([operationId, check.body.violations]).toEqual([operationId, []]);
      }
    }
    expect(own).toBeGreaterThan(operations.length / 2);
    expect((await api.control('GET', '/operations/noSuchThing/example')).status).toBe(404);
  });

  it('describes an operation for try-it: parameters, body schema and example', async () => {
    const { body } = await api.control<OperationDetail>('GET', '/operations/cartAdd');
    expect(body.operation).toMatchObject({
      operationId: 'cartAdd',
      method: 'POST',
      path: '/api/cart/add',
    });
    expect(body.protected).toBe(true);
    expect(body.body).toMatchObject({
      mediaType: 'application/json',
      required: true,
      example: { product_id: 31, quantity: 1 },
    });
    expect(JSON.stringify(body.body?.schema)).not.toContain('$ref');
  });
});
