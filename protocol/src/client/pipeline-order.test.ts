import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEND_BATCH_SIZE, SEND_INTERVAL_MS } from '../constants';
import { encodeContent } from '../content/content-codec';
import type { ClientCrypto } from '../crypto/chat-crypto';
import { nodeCrypto } from '../crypto/node-crypto';
import { PacketType } from '../wire/packet-type';
import { ReasonCode } from '../wire/reason-code';
import { SendStatus } from '../wire/send-status';
import { channelOf } from './channel';
import { ChatClient } from './chat-client';
import { FakeChatServer } from './fake-chat-server';
import { silentLogger } from './log';
import type { ChatMessage } from './message';
import { textContent } from './test-fixtures';

// The client's AES is asynchronous (WebCrypto in browsers) and its answers may come in any order.
// Whatever the delays, what a peer observes must stay as the spec orders it: messages handled and
// acknowledged in arrival order, SENDs written in the order they were queued, SENDACKs matched by
// clientSeq, and at most 5 SENDs in any 100 ms.

/** A small seeded generator, so fast-check can replay a failing schedule of delays. */
function delays(seed: number, maxMs: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (maxMs + 1));
  };
}

/** nodeCrypto whose every AES answer arrives after a random delay. */
function slowCrypto(delay: () => number): ClientCrypto {
  return {
    ...nodeCrypto,
    async importPayloadCipher(key, iv) {
      const cipher = await nodeCrypto.importPayloadCipher(key, iv);
      const later = (work: Promise<Uint8Array>) =>
        new Promise<Uint8Array>((resolve, reject) => {
          setTimeout(() => work.then(resolve, reject), delay());
        });
      return {
        encrypt: (plaintext) => later(cipher.encrypt(plaintext)),
        decrypt: (ciphertext) => later(cipher.decrypt(ciphertext)),
      };
    },
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const shop = channelOf('merchant-9', 1);

describe('ordering under the asynchronous crypto pipeline', () => {
  it('keeps RECV order, SEND order, SENDACK matching and the send pacing for any delays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer(),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.infiniteStream(fc.boolean()),
        async (seed, incomingCount, outgoingCount, merge) => {
          const server = new FakeChatServer();
          const client = new ChatClient({
            uid: 'shopper-1',
            token: 't',
            address: 'ws://127.0.0.1:5200/chat',
            WebSocket: server.WebSocket,
            crypto: slowCrypto(delays(seed, 4)),
            logger: silentLogger,
          });
          const received: ChatMessage[] = [];
          client.messages.add((m) => {
            if (!m.isSentByMe) received.push(m);
          });
          try {
            client.connect();
            const socket = server.handshake();
            // RECVs right behind the CONNACK, before the key import settled; some merged.
            const frames = Array.from({ length: incomingCount }, (_, i) => {
              const sealed = socket.keys!.sealRecv(
                {
                  messageID: 100n + BigInt(i),
                  messageSeq: i + 1,
                  clientMsgNo: `srv-${i}`,
                  timestamp: 1_700_000_000,
                  fromUID: 'merchant-9',
                  channelID: 'merchant-9',
                  channelType: 1,
                },
                encodeContent(textContent(`in ${i}`)),
              );
              return socket.frame({
                type: PacketType.RECV,
                flags: { dup: false, syncOnce: false, reddot: true, noPersist: false },
                setting: { receiptEnabled: false, topic: false, streamOn: false },
                msgKey: sealed.msgKey,
                fromUID: 'merchant-9',
                channelID: 'merchant-9',
                channelType: 1,
                clientMsgNo: `srv-${i}`,
                messageID: 100n + BigInt(i),
                messageSeq: i + 1,
                timestamp: 1_700_000_000,
                payload: sealed.payload,
              });
            });
            const it = merge[Symbol.iterator]();
            let pending: Uint8Array[] = [];
            for (const frame of frames) {
              pending.push(frame);
              if (it.next().value) continue;
              socket.deliver(Uint8Array.from(pending.flatMap((f) => Array.from(f))));
              pending = [];
            }
            if (pending.length > 0) {
              socket.deliver(Uint8Array.from(pending.flatMap((f) => Array.from(f))));
            }
            const sent = Array.from({ length: outgoingCount }, (_, i) =>
              client.send(shop, textContent(`out ${i}`)),
            );

            await until(() => received.length === incomingCount, 'every RECV handled');
            expect(received.map((m) => m.messageSeq)).toEqual(
              Array.from({ length: incomingCount }, (_, i) => i + 1),
            );
            expect(socket.packetsOf(PacketType.RECVACK).map((a) => a.messageSeq)).toEqual(
              Array.from({ length: incomingCount }, (_, i) => i + 1),
            );

            await until(
              () => socket.packetsOf(PacketType.SEND).length === outgoingCount,
              'every SEND written',
            );
            const sends = socket.packetsOf(PacketType.SEND);
            expect(sends.map((p) => p.clientSeq)).toEqual(sent.map((m) => m.clientSeq));
            expect(sends.map((p) => new TextDecoder().decode(socket.openSend(p)))).toEqual(
              sent.map((_, i) => JSON.stringify({ content: `out ${i}`, type: 1 })),
            );
            // At most 5 SENDs in any 100 ms.
            const times = socket.written
              .map((frame, i) => ({ frame, at: socket.writtenAt[i]! }))
              .filter(({ frame }) => frame[0]! >> 4 === PacketType.SEND)
              .map(({ at }) => at);
            for (let i = SEND_BATCH_SIZE; i < times.length; i++) {
              expect(times[i]! - times[i - SEND_BATCH_SIZE]!).toBeGreaterThanOrEqual(
                SEND_INTERVAL_MS,
              );
            }
            // SENDACKs in reverse order are still matched by clientSeq.
            for (const message of [...sent].reverse()) {
              socket.sendack(message.clientSeq, ReasonCode.success, 1000 + message.clientSeq);
            }
            await until(() => client.unacknowledged === 0, 'every SENDACK applied');
            for (const message of sent) {
              expect(message.status).toBe(SendStatus.Normal);
              expect(message.messageSeq).toBe(1000 + message.clientSeq);
            }
          } finally {
            client.dispose();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
