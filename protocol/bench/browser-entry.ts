// The page side of the browser bench, bundled by browser-bench.ts: the web client's SEND and RECV
// path (our codec, portableCrypto with AES through the page's WebCrypto) beside the official SDK,
// in the same page. The page has no CPU clock: figures are per wall-clock second of the page's
// main thread, each implementation keeping its best round.
import { Md5 } from 'md5-typescript';
import Proto, { SendPacket, Setting } from 'wukongimjssdk/lib/proto';
import { SecurityManager } from 'wukongimjssdk/lib/security';
import { portableCrypto } from '../src/crypto/portable-crypto';
import { clientSessionKeysFrom } from '../src/crypto/session-keys';
import type { OfficialSdk } from './official-sdk';
import { AES_IV, AES_KEY, asyncWorkload, sdkWorkload, textPayload } from './workloads';

export interface BrowserBenchConfig {
  roundMs: number;
  rounds: number;
  /** RECV frames the server would send, by content size (made in Node with the bench keys). */
  recvFrames: Record<string, number[]>;
  /** How many operations the pipelined figure keeps in flight. */
  inFlight: number;
}

export interface BrowserBenchRow {
  direction: 'SEND encode' | 'RECV decode';
  size: number;
  sdk: number;
  /** One at a time, each awaited: a connection's pipeline with a single message in it. */
  oneByOne: number;
  /** `inFlight` started together: a burst of messages. */
  pipelined: number;
}

async function opsPerSecond(run: () => Promise<number>, roundMs: number): Promise<number> {
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < roundMs) count += await run();
  return (count * 1000) / (performance.now() - start);
}

async function runBench(config: BrowserBenchConfig): Promise<BrowserBenchRow[]> {
  if (!globalThis.crypto?.subtle) throw new Error('no WebCrypto in this page');
  const sdk = sdkWorkload({
    Proto,
    SendPacket,
    Setting,
    SecurityManager,
    Md5,
  } as unknown as OfficialSdk);
  const ours = asyncWorkload(
    'web client',
    await clientSessionKeysFrom(portableCrypto, AES_KEY, AES_IV),
  );
  const rows: BrowserBenchRow[] = [];
  for (const direction of ['SEND encode', 'RECV decode'] as const) {
    for (const size of [100, 2048]) {
      const plaintext = textPayload(size);
      const frame = Uint8Array.from(config.recvFrames[size] ?? []);
      const sdkOp = () =>
        direction === 'SEND encode' ? sdk.sendEncode(plaintext) : sdk.recvDecode(frame);
      const ourOp = () =>
        direction === 'SEND encode' ? ours.sendEncode(plaintext) : ours.recvDecode(frame);
      // Same work: the SEND frames are the same bytes, the RECV gives the same plaintext.
      const a = Array.from(sdkOp()).join();
      const b = Array.from(await ourOp()).join();
      if (a !== b) throw new Error(`${direction} ${size} B: ours and the SDK's differ`);
      const samples = { sdk: [] as number[], oneByOne: [] as number[], pipelined: [] as number[] };
      for (let round = 0; round < config.rounds; round++) {
        samples.sdk.push(
          await opsPerSecond(async () => {
            for (let i = 0; i < 8; i++) sdkOp();
            return 8;
          }, config.roundMs),
        );
        samples.oneByOne.push(
          await opsPerSecond(async () => {
            await ourOp();
            return 1;
          }, config.roundMs),
        );
        samples.pipelined.push(
          await opsPerSecond(async () => {
            await Promise.all(Array.from({ length: config.inFlight }, ourOp));
            return config.inFlight;
          }, config.roundMs),
        );
      }
      rows.push({
        direction,
        size,
        sdk: Math.max(...samples.sdk),
        oneByOne: Math.max(...samples.oneByOne),
        pipelined: Math.max(...samples.pipelined),
      });
    }
  }
  return rows;
}

(globalThis as { runBench?: typeof runBench }).runBench = runBench;
