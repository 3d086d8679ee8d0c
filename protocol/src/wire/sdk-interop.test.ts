// Our codec against the official web SDK (wukongimjssdk 1.0.4, protocol version 2), a client no one
// here wrote: what our client encodes must be byte for byte what the SDK encodes, and what our server
// encodes must decode in the SDK to the same fields. SDK 1.0.4 already reads and writes streams the
// 2024 way (stream bit 0x04; RECV streamNo, streamSeq, streamFlag), as 1.2.x up to 1.2.11 do: it is
// the executable witness of our '2024' stream layout.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BigNumber from 'bignumber.js';
import SdkProto, {
  ConnackPacket as SdkConnack,
  ConnectPacket as SdkConnect,
  DisconnectPacket as SdkDisconnect,
  PingPacket as SdkPing,
  PongPacket as SdkPong,
  RecvackPacket as SdkRecvack,
  RecvPacket as SdkRecv,
  SendackPacket as SdkSendack,
  SendPacket as SdkSend,
  Setting as SdkSetting,
  SubackPacket as SdkSuback,
  SubPacket as SdkSub,
} from 'wukongimjssdk/lib/proto';
import WKSDK from 'wukongimjssdk/lib/index';
import { SecurityManager } from 'wukongimjssdk/lib/security';
import { decodePacket, encodePacket } from './codec';
import { NO_FLAGS, type HeaderFlags } from './frame-header';
import type { Packet } from './packet';
import { PacketType } from './packet-type';
import { PING, PONG } from './packets/heartbeat';
import { recvackFor } from './packets/recvack';
import type { SendPacket } from './packets/send';
import { encodeSetting, NO_SETTING } from './setting';
import * as arb from './testing/packet-arbitraries';
import type { WireResult } from './wire-error';

const SDK_VERSION = 2;
const wire = { version: SDK_VERSION };
const wire2024 = { version: SDK_VERSION, streamLayout: '2024' } as const;
const sdk = new SdkProto();

function ok<T>(result: WireResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const ours = (packet: Packet): Uint8Array => ok(encodePacket(packet, wire));

function withSdkFlags<
  T extends { dup: boolean; syncOnce: boolean; reddot: boolean; noPersist: boolean },
>(target: T, flags: HeaderFlags): T {
  target.dup = flags.dup;
  target.syncOnce = flags.syncOnce;
  target.reddot = flags.reddot;
  target.noPersist = flags.noPersist;
  return target;
}

function sdkFlags(p: { dup: boolean; syncOnce: boolean; reddot: boolean; noPersist: boolean }) {
  return { dup: p.dup, syncOnce: p.syncOnce, reddot: p.reddot, noPersist: p.noPersist };
}

/** The SDK reads 64-bit fields unsigned into a BigNumber; the bits are what count. */
const signed64 = (n: BigNumber): bigint => BigInt.asIntN(64, BigInt(n.toFixed()));

// Values the SDK encodes exactly: it writes 64-bit numbers through a floating point division, which
// rounds the high word of large ids (2^60 - 63 comes out as 2^60) and breaks on negative ones.
const sdkMessageID = fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) });
const sdkTimestamp = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const plainSetting = arb.setting.map((s) => ({ ...s, streamOn: false }));

describe('client packets: our bytes are the SDK bytes', () => {
  it('CONNECT', () => {
    fc.assert(
      fc.property(arb.connect, sdkTimestamp, (packet, clientTimestamp) => {
        const p = { ...packet, clientTimestamp: BigInt(clientTimestamp) };
        const theirs = Object.assign(withSdkFlags(new SdkConnect(), p.flags), {
          version: p.version,
          deviceFlag: p.deviceFlag,
          deviceID: p.deviceID,
          uid: p.uid,
          token: p.token,
          clientTimestamp,
          clientKey: p.clientKey,
        });
        const bytes = sdk.encode(theirs);
        expect(ours(p)).toEqual(bytes);
        expect(ok(decodePacket(bytes, wire))).toEqual(p);
      }),
      { numRuns: 200 },
    );
  });

  describe('SEND, with the same already-encrypted payload and message key', () => {
    const security = SecurityManager.shared();
    const original = { encryption: security.encryption, encryption2: security.encryption2 };
    let encryptedPayload = '';
    let keySource = '';

    beforeAll(() => {
      // The SDK encrypts inside its encoder; hand it the ciphertext and key material instead, so
      // only the layout is compared here (the crypto layer has its own tests against the SDK).
      security.encryption2 = () => encryptedPayload;
      security.encryption = () => keySource;
    });
    afterAll(() => Object.assign(security, original));

    it('matches for plain messages with any receipt and topic setting', () => {
      fc.assert(
        fc.property(
          arb.send(SDK_VERSION),
          plainSetting,
          fc.oneof(fc.base64String({ maxLength: 200 }), arb.text()),
          fc.string({ minLength: 1, maxLength: 40 }),
          (packet, setting, ciphertext, key) => {
            encryptedPayload = ciphertext;
            keySource = key;
            const p: SendPacket = {
              ...packet,
              setting,
              msgKey: createHash('md5').update(key).digest('hex'),
              payload: new TextEncoder().encode(ciphertext),
            };
            delete p.streamNo;
            if (setting.topic) p.topic = packet.topic ?? 'topic';
            else delete p.topic;
            const sdkSetting = new SdkSetting();
            sdkSetting.receiptEnabled = setting.receiptEnabled;
            sdkSetting.topic = setting.topic;
            const theirs = Object.assign(withSdkFlags(new SdkSend(), p.flags), {
              setting: sdkSetting,
              clientSeq: p.clientSeq,
              clientMsgNo: p.clientMsgNo === '' ? 'n' : p.clientMsgNo,
              channelID: p.channelID,
              channelType: p.channelType,
              topic: p.topic,
              payload: Uint8Array.of(0), // replaced by the stubbed encryption2
            });
            p.clientMsgNo = theirs.clientMsgNo;
            const bytes = sdk.encode(theirs);
            expect(ours(p)).toEqual(bytes);
            expect(ok(decodePacket(bytes, wire))).toEqual(p);
          },
        ),
        { numRuns: 200 },
      );
    });

    it('matches for streamed messages in the 2024 layout (bit 0x04, streamNo after clientMsgNo)', () => {
      fc.assert(
        fc.property(
          arb.send(SDK_VERSION),
          fc.string({ minLength: 1, maxLength: 40 }),
          fc.base64String({ maxLength: 200 }),
          (packet, streamNo, ciphertext) => {
            encryptedPayload = ciphertext;
            keySource = 'key';
            const sdkSetting = new SdkSetting();
            sdkSetting.streamNo = streamNo;
            const theirs = Object.assign(withSdkFlags(new SdkSend(), packet.flags), {
              setting: sdkSetting,
              clientSeq: packet.clientSeq,
              clientMsgNo: packet.clientMsgNo === '' ? 'n' : packet.clientMsgNo,
              streamNo,
              channelID: packet.channelID,
              channelType: packet.channelType,
              payload: Uint8Array.of(0),
            });
            const p: SendPacket = {
              type: PacketType.SEND,
              flags: packet.flags,
              setting: { ...NO_SETTING, streamOn: true },
              clientSeq: packet.clientSeq,
              clientMsgNo: theirs.clientMsgNo,
              streamNo,
              channelID: packet.channelID,
              channelType: packet.channelType,
              msgKey: createHash('md5').update('key').digest('hex'),
              payload: new TextEncoder().encode(ciphertext),
            };
            const bytes = sdk.encode(theirs);
            const settingAt = (bytes[1]! & 0x80) === 0 ? 2 : 3; // after a 1- or 2-byte length
            expect(bytes[settingAt]).toBe(0x04);
            expect(ok(encodePacket(p, wire2024))).toEqual(bytes);
            // The gateway reads it whatever layout the connection asked for.
            expect(ok(decodePacket(bytes, wire))).toEqual(p);
            expect(ok(decodePacket(bytes, wire2024))).toEqual(p);
          },
        ),
        { numRuns: 200 },
      );
    });
  });

  it('RECVACK, echoing the header flags', () => {
    fc.assert(
      fc.property(arb.recvack(SDK_VERSION), sdkMessageID, (packet, messageID) => {
        const p = { ...packet, messageID };
        const theirs = Object.assign(withSdkFlags(new SdkRecvack(), p.flags), {
          messageID: messageID.toString(),
          messageSeq: p.messageSeq,
        });
        const bytes = sdk.encode(theirs);
        expect(ours(p)).toEqual(bytes);
        expect(ok(decodePacket(bytes, wire))).toEqual(p);
      }),
      { numRuns: 200 },
    );
  });

  it("RECVACK as the SDK's chat manager answers one of our RECVs", () => {
    const sent: Uint8Array[] = [];
    const connection = WKSDK.shared().connectManager as unknown as { ws?: unknown };
    const previous = connection.ws;
    connection.ws = { send: (bytes: Uint8Array) => sent.push(bytes) };
    try {
      fc.assert(
        fc.property(arb.recv(SDK_VERSION), plainSetting, sdkMessageID, (packet, setting, id) => {
          const recv = { ...packet, setting, messageID: id };
          delete recv.streamNo;
          delete recv.streamId;
          delete recv.streamFlag;
          sent.length = 0;
          WKSDK.shared().chatManager.sendRecvackPacket(sdk.decode(ours(recv)) as SdkRecv);
          expect(sent).toEqual([ours(recvackFor(recv))]);
        }),
        { numRuns: 200 },
      );
    } finally {
      connection.ws = previous;
    }
  });

  it('SUB', () => {
    fc.assert(
      fc.property(arb.sub, (p) => {
        const theirs = Object.assign(withSdkFlags(new SdkSub(), p.flags), {
          setting: encodeSetting(p.setting),
          clientMsgNo: p.clientMsgNo,
          channelID: p.channelID,
          channelType: p.channelType,
          action: p.action,
          param: p.param,
        });
        const bytes = sdk.encode(theirs);
        expect(ours(p)).toEqual(bytes);
        expect(ok(decodePacket(bytes, wire))).toEqual(p);
      }),
      { numRuns: 200 },
    );
  });

  it('PING', () => {
    expect(ours(PING)).toEqual(sdk.encode(new SdkPing()));
  });
});

describe('server packets: the SDK decodes our bytes to the same fields', () => {
  it('CONNACK, without serverVersion or nodeId for a version-2 client', () => {
    fc.assert(
      fc.property(arb.connack(SDK_VERSION), (p) => {
        const theirs = sdk.decode(ours(p)) as SdkConnack;
        expect(theirs).toBeInstanceOf(SdkConnack);
        expect(signed64(theirs.timeDiff)).toBe(p.timeDiff);
        expect(theirs.reasonCode).toBe(p.reasonCode);
        expect(theirs.serverKey).toBe(p.serverKey);
        expect(theirs.salt).toBe(p.salt);
      }),
      { numRuns: 200 },
    );
  });

  it('SENDACK', () => {
    fc.assert(
      fc.property(arb.sendack(SDK_VERSION), (p) => {
        const theirs = sdk.decode(ours(p)) as SdkSendack;
        expect(theirs).toBeInstanceOf(SdkSendack);
        expect(sdkFlags(theirs)).toEqual(p.flags);
        expect(signed64(theirs.messageID)).toBe(p.messageID);
        expect([theirs.clientSeq, theirs.messageSeq, theirs.reasonCode]).toEqual([
          p.clientSeq,
          p.messageSeq,
          p.reasonCode,
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('RECV (plain messages), fields before decryption', () => {
    fc.assert(
      fc.property(
        arb.recv(SDK_VERSION),
        plainSetting,
        fc.integer({ min: 0, max: 0x7fffffff }),
        (packet, setting, timestamp) => {
          const p = { ...packet, setting, timestamp };
          delete p.streamNo;
          delete p.streamId;
          delete p.streamFlag;
          if (setting.topic) p.topic = packet.topic ?? 'topic';
          else delete p.topic;
          const theirs = sdk.decode(ours(p)) as SdkRecv;
          expect(theirs).toBeInstanceOf(SdkRecv);
          expect(sdkFlags(theirs)).toEqual(p.flags);
          expect({
            receiptEnabled: theirs.setting.receiptEnabled,
            topic: theirs.setting.topic,
            streamOn: theirs.setting.streamOn,
          }).toEqual(setting);
          expect(theirs.msgKey).toBe(p.msgKey);
          expect(theirs.fromUID).toBe(p.fromUID);
          expect(theirs.channelID).toBe(p.channelID);
          expect(theirs.channelType).toBe(p.channelType);
          expect(theirs.clientMsgNo).toBe(p.clientMsgNo);
          expect(BigInt.asIntN(64, BigInt(theirs.messageID))).toBe(p.messageID);
          expect(theirs.messageSeq).toBe(p.messageSeq);
          expect(theirs.timestamp).toBe(p.timestamp);
          expect(theirs.topic).toBe(p.topic);
          expect(Uint8Array.from(theirs.payload)).toEqual(p.payload);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('RECV streamed in the 2024 layout: START, ING and END read as the SDK reads them', () => {
    fc.assert(
      fc.property(
        arb.recv(SDK_VERSION, '2024'),
        fc.constantFrom(0, 1, 2),
        fc.string({ maxLength: 40 }),
        arb.u32,
        (packet, streamFlag, streamNo, streamSeq) => {
          const p = {
            ...packet,
            setting: { ...packet.setting, streamOn: true },
            streamFlag,
            streamNo,
            streamSeq,
          };
          delete p.streamId;
          if (p.setting.topic) p.topic = packet.topic ?? 'topic';
          const theirs = sdk.decode(ok(encodePacket(p, wire2024))) as SdkRecv & {
            streamNo: string;
            streamSeq: number;
            streamFlag: number;
          };
          expect(theirs.setting.streamOn).toBe(true);
          expect([theirs.streamNo, theirs.streamSeq, theirs.streamFlag]).toEqual([
            streamNo,
            streamSeq,
            streamFlag,
          ]);
          expect(theirs.clientMsgNo).toBe(p.clientMsgNo);
          expect(BigInt.asIntN(64, BigInt(theirs.messageID))).toBe(p.messageID);
          expect([theirs.messageSeq, theirs.timestamp >> 0]).toEqual([p.messageSeq, p.timestamp]);
          expect(theirs.topic).toBe(p.topic);
          expect(Uint8Array.from(theirs.payload)).toEqual(p.payload);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('DISCONNECT', () => {
    fc.assert(
      fc.property(arb.disconnect, (p) => {
        const theirs = sdk.decode(ours(p)) as SdkDisconnect;
        expect(theirs).toBeInstanceOf(SdkDisconnect);
        expect([theirs.reasonCode, theirs.reason]).toEqual([p.reasonCode, p.reason]);
      }),
      { numRuns: 200 },
    );
  });

  it('SUBACK', () => {
    fc.assert(
      fc.property(arb.suback, (p) => {
        const theirs = sdk.decode(ours(p)) as SdkSuback;
        expect(theirs).toBeInstanceOf(SdkSuback);
        expect(sdkFlags(theirs)).toEqual(p.flags);
        expect([
          theirs.clientMsgNo,
          theirs.channelID,
          theirs.channelType,
          theirs.action,
          theirs.reasonCode,
        ]).toEqual([p.clientMsgNo, p.channelID, p.channelType, p.action, p.reasonCode]);
      }),
      { numRuns: 200 },
    );
  });

  it('PONG', () => {
    expect(sdk.decode(ours(PONG))).toBeInstanceOf(SdkPong);
  });
});

describe('where the SDK 1.0.4 differs', () => {
  it('it flags streams with bit 2 (the 2024 layout): a spec-layout RECV is no stream to it', () => {
    const setting = new SdkSetting();
    setting.streamNo = 'stream-1';
    expect(setting.toUint8()).toBe(0x04);
    expect(encodeSetting({ ...NO_SETTING, streamOn: true })).toBe(0x02);
    const streamed = fc.sample(arb.recv(SDK_VERSION, 'spec'), { numRuns: 1, seed: 7 })[0]!;
    const spec = {
      ...streamed,
      setting: { ...NO_SETTING, streamOn: true },
      streamFlag: 1,
      streamNo: 's',
      streamId: 5n,
    };
    expect((sdk.decode(ours(spec)) as SdkRecv).setting.streamOn).toBe(false);
  });

  it('it rounds the high word of 64-bit ids above 2^53; ours stay exact', () => {
    const messageID = (1n << 60n) - 63n;
    const theirs = Object.assign(new SdkRecvack(), {
      messageID: messageID.toString(),
      messageSeq: 1,
    });
    const fromSdk = ok(decodePacket(sdk.encode(theirs), wire));
    expect(fromSdk).toMatchObject({ messageID: (1n << 60n) + (1n << 32n) - 63n });
    const ack = { type: PacketType.RECVACK, flags: NO_FLAGS, messageID, messageSeq: 1 };
    expect(ok(decodePacket(ours(ack), wire))).toMatchObject({ messageID });
  });
});
