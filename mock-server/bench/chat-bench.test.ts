import { expect, it } from 'vitest';
import { runChatBench } from './chat-bench';

// The bench itself, tiny, so it keeps working: real server processes, real handshakes, nothing lost.

it('runs end to end with a few clients and loses or doubles nothing', async () => {
  const result = await runChatBench({
    clients: 20,
    steadyMs: 600,
    ratePerClient: 10,
    saturationMs: 400,
    window: 1,
    warmupMs: 100,
    abuse: {
      abuseMs: 1500,
      slowReaders: 2,
      sendersPerReader: 2,
      unauthenticated: 20,
      settleMs: 200,
    },
  });
  expect(result.clients).toBe(20);
  expect(result.steady.sent).toBeGreaterThan(50);
  expect(result.steady.lost).toBe(0);
  expect(result.steady.duplicated).toBe(0);
  expect(result.steady.delivered).toBe(result.steady.sent);
  expect(result.closedLoop.gateway.perSecond).toBeGreaterThan(0);
  expect(result.closedLoop.relay.perSecond).toBeGreaterThan(0);
  expect(result.closedLoop.forwardOnly.perSecond).toBeGreaterThan(0);
  // The relay moves frames of the gateway's sizes: a message is longer than its acknowledgements.
  expect(result.closedLoop.frames.send).toBeGreaterThan(result.closedLoop.frames.sendack);
  expect(result.closedLoop.frames.sendack).toBeGreaterThan(0);
  expect(result.closedLoop.frames.recvack).toBeGreaterThan(0);
  // The abuse phase ran and measured the server before, during and after.
  expect(result.abuse.offered).toBeGreaterThan(0);
  expect(result.abuse.before.rss).toBeGreaterThan(0);
  expect(result.abuse.after.rss).toBeGreaterThan(0);
}, 60_000);
