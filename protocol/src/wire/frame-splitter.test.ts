import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket } from './codec';
import { FrameSplitter, type SplitResult } from './frame-splitter';
import type { Packet } from './packet';
import { PING, PONG } from './packets/heartbeat';
import * as arb from './testing/packet-arbitraries';
import type { WireResult } from './wire-error';

const wire = { version: 4 };

function ok<T>(result: WireResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function frames(result: SplitResult): Uint8Array[] {
  if (!result.ok) throw new Error(`expected frames, got ${JSON.stringify(result.error)}`);
  return result.frames;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Cuts `bytes` at the given points (any order, duplicates allowed; empty chunks happen). */
function cutAt(bytes: Uint8Array, points: number[]): Uint8Array[] {
  const cuts = points.map((p) => p % (bytes.length + 1)).sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    chunks.push(bytes.slice(from, to));
    from = to;
  }
  return chunks;
}

describe('FrameSplitter', () => {
  it('gives back the same packets however the stream is cut and merged', () => {
    fc.assert(
      fc.property(
        fc.array(arb.anyPacket(4), { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 24 }),
        (packets, points) => {
          const stream = concat(packets.map((p) => ok(encodePacket(p, wire))));
          const splitter = new FrameSplitter();
          const received: Packet[] = [];
          for (const chunk of cutAt(stream, points)) {
            for (const frame of frames(splitter.push(chunk))) {
              received.push(ok(decodePacket(frame, wire)));
            }
          }
          expect(received).toEqual(packets);
          expect(splitter.bufferedBytes).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives byte-by-byte delivery and a reused chunk buffer', () => {
    const stream = concat([
      ok(encodePacket(PING, wire)),
      ok(
        encodePacket(
          {
            type: 9,
            flags: { dup: false, syncOnce: false, reddot: false, noPersist: false },
            reasonCode: 12,
            reason: '被踢下线 ถูกเตะออก 👋',
          },
          wire,
        ),
      ),
      ok(encodePacket(PONG, wire)),
    ]);
    const splitter = new FrameSplitter();
    const scratch = new Uint8Array(1);
    const received: Packet[] = [];
    for (const byte of stream) {
      scratch[0] = byte; // the same buffer every time, as a socket reader may do
      for (const frame of frames(splitter.push(scratch))) {
        received.push(ok(decodePacket(frame, wire)));
      }
    }
    expect(received.map((p) => p.type)).toEqual([7, 9, 8]);
    expect(received[1]).toMatchObject({ reason: '被踢下线 ถูกเตะออก 👋' });
  });

  it('keeps its own copy of a partial frame when a Node Buffer is reused', () => {
    const packets = fc.sample(arb.anyPacket(4), { numRuns: 20, seed: 11 });
    const stream = concat(packets.map((p) => ok(encodePacket(p, wire))));
    const splitter = new FrameSplitter();
    const reused = Buffer.alloc(7); // Buffer#slice is a view, unlike Uint8Array#slice
    const received: Packet[] = [];
    for (let at = 0; at < stream.length; at += reused.length) {
      const chunk = stream.subarray(at, at + reused.length);
      reused.set(chunk);
      for (const frame of frames(splitter.push(reused.subarray(0, chunk.length)))) {
        const decoded = ok(decodePacket(frame, wire));
        received.push(decoded);
        if ('payload' in decoded) expect(decoded.payload).not.toBeInstanceOf(Buffer);
      }
      reused.fill(0xff); // scribble over it, as the next read would
    }
    expect(received).toEqual(packets);
  });

  it('reassembles a 900 KB frame sent in 1 KB chunks', () => {
    const recv = fc.sample(arb.recv(4), { numRuns: 1, seed: 3 })[0]!;
    const big = { ...recv, payload: new Uint8Array(900_000).map((_, i) => i & 0xff) };
    const frame = ok(encodePacket(big, wire));
    const stream = concat([frame, ok(encodePacket(PONG, wire))]);
    const splitter = new FrameSplitter();
    const out: Uint8Array[] = [];
    for (let at = 0; at < stream.length; at += 1024) {
      out.push(...frames(splitter.push(stream.slice(at, at + 1024))));
    }
    // Byte comparison through Buffer: a deep equal over 900,000 elements takes seconds.
    expect(out.map((f) => f.length)).toEqual([frame.length, 1]);
    expect(Buffer.compare(out[0]!, frame)).toBe(0);
    const back = ok(decodePacket(out[0]!, wire));
    expect(back.type === 5 && Buffer.compare(back.payload, big.payload)).toBe(0);
  });

  it('turns garbage into a typed error and stays broken', () => {
    const unknownType = new FrameSplitter();
    expect(unknownType.push(Uint8Array.of(0x70, 0xd0, 0x00))).toEqual({
      ok: false,
      error: { kind: 'unknown_packet_type', packetType: 13 },
      frames: [Uint8Array.of(0x70)],
    });
    expect(unknownType.push(Uint8Array.of(0x70))).toMatchObject({ ok: false, frames: [] });

    const fifthByte = new FrameSplitter();
    expect(fifthByte.push(Uint8Array.of(0x30, 0x80, 0x80, 0x80)).ok).toBe(true);
    expect(fifthByte.push(Uint8Array.of(0x80))).toEqual({
      ok: false,
      error: { kind: 'impossible_varint' },
      frames: [],
    });

    const huge = new FrameSplitter({ maxRemainingLength: 1000 });
    expect(huge.push(Uint8Array.of(0x50, 0xe9, 0x07))).toEqual({
      ok: false,
      error: { kind: 'frame_too_large', length: 1001, max: 1000 },
      frames: [],
    });
    expect(huge.error).toEqual({ kind: 'frame_too_large', length: 1001, max: 1000 });
  });

  it('waits for the rest of an incomplete frame without reporting an error', () => {
    const splitter = new FrameSplitter();
    const frame = ok(
      encodePacket(
        {
          type: 6,
          flags: { dup: true, syncOnce: false, reddot: true, noPersist: false },
          messageID: 5n,
          messageSeq: 2,
        },
        wire,
      ),
    );
    expect(splitter.push(frame.subarray(0, 1))).toEqual({ ok: true, frames: [] });
    expect(splitter.push(frame.subarray(1, 5))).toEqual({ ok: true, frames: [] });
    expect(splitter.bufferedBytes).toBe(5);
    expect(frames(splitter.push(frame.subarray(5)))).toEqual([frame]);
  });
});

/** xorshift32: a tiny seeded generator, so the fuzz corpus is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

describe('fuzzing the splitter and the decoder', () => {
  // A hang would hit the runner's test timeout; the loop itself takes about 2 s.
  it('100,000 random and mutated inputs end in packets or typed errors, never a throw or a hang', () => {
    const next = random(0x5eed);
    // Valid streams to mutate, drawn once from the packet arbitraries.
    const seeds = fc
      .sample(fc.array(arb.anyPacket(4), { minLength: 1, maxLength: 4 }), { numRuns: 200, seed: 7 })
      .map((packets) => concat(packets.map((p) => ok(encodePacket(p, wire)))));
    const counts = { packets: 0, splitErrors: 0, decodeErrors: 0 };
    for (let i = 0; i < 100_000; i++) {
      let input: Uint8Array;
      if (i % 4 === 0) {
        input = new Uint8Array(next() % 64);
        for (let j = 0; j < input.length; j++) input[j] = next() & 0xff;
      } else {
        input = Uint8Array.from(seeds[next() % seeds.length]!);
        const mutations = 1 + (next() % 4);
        for (let m = 0; m < mutations && input.length > 0; m++) {
          const at = next() % input.length;
          switch (next() % 4) {
            case 0: // flip a bit
              input[at]! ^= 1 << (next() % 8);
              break;
            case 1: // overwrite a byte
              input[at] = next() & 0xff;
              break;
            case 2: // drop the tail
              input = input.slice(0, at);
              break;
            default: // duplicate a slice
              input = concat([input.subarray(0, at), input.subarray(at / 2), input.subarray(at)]);
          }
        }
      }
      const splitter = new FrameSplitter();
      const cut = input.length === 0 ? 0 : next() % input.length;
      for (const chunk of [input.subarray(0, cut), input.subarray(cut)]) {
        const result = splitter.push(chunk);
        if (!result.ok) counts.splitErrors++;
        for (const frame of result.frames) {
          for (const version of [2, 4]) {
            const decoded = decodePacket(frame, { version });
            if (decoded.ok) counts.packets++;
            else counts.decodeErrors++;
          }
        }
      }
    }
    // Every branch was reached: the corpus is neither all garbage nor all valid.
    expect(counts.packets).toBeGreaterThan(10_000);
    expect(counts.splitErrors).toBeGreaterThan(10_000);
    expect(counts.decodeErrors).toBeGreaterThan(1_000);
  });
});
