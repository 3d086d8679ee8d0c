import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeFailure, summaryTable } from '@storefront/contracts/verify/report';
import { verifyBackend } from '@storefront/contracts/verify/verify';
import { buildApp } from '../app';
import { createChat } from '../chat/chat-extension';

// contract:verify against the mock-server itself, over HTTP, writes included: every operation of
// the contract is sent its example, a request drawn from its schemas with real ids, and an invalid
// one, and every answer must hold to the contract. The seed is printed: new each run for a
// developer, fixed under CI=true (as the contract fuzz's), VERIFY_SEED=<n> to replay.

const SEED = process.env.VERIFY_SEED
  ? Number(process.env.VERIFY_SEED)
  : process.env.CI
    ? 20261125
    : Date.now() % 2 ** 31;
let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  app = await buildApp({ dataDir: null, chat: createChat({ agent: { enabled: false } }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
});

describe(`contract:verify against the mock-server (seed ${SEED})`, () => {
  it('verifies every operation with no failure', async () => {
    const report = await verifyBackend({
      baseUrl,
      login: { account: 'demo@example.com', password: 'demo123' },
      seed: SEED,
      maxRequests: 3,
      writes: true,
    });
    console.log(summaryTable(report));
    const failures = report.failures.map((failure) => describeFailure(report, failure));
    expect(failures).toEqual([]);
    expect(report.operations.length).toBe(app.contract.operations.length);
    for (const operation of report.operations) {
      expect(operation.skipped, operation.operationId).toBeUndefined();
      expect(operation.requests, operation.operationId).toBe(3);
      // Signed in: every operation was answered as a shopper, not only refused with a 401.
      expect(operation.notVerified, operation.operationId).toBeUndefined();
    }
  }, 60_000);
});
