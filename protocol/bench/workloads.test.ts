import { Md5 } from 'md5-typescript';
import { describe, expect, it } from 'vitest';
import Proto, { SendPacket, Setting } from 'wukongimjssdk/lib/proto';
import { SecurityManager } from 'wukongimjssdk/lib/security';
import { nodeCrypto } from '../src/crypto/node-crypto';
import { portableCrypto } from '../src/crypto/portable-crypto';
import type { OfficialSdk } from './official-sdk';
import { clientSessionKeysFrom } from '../src/crypto/session-keys';
import {
  AES_IV,
  AES_KEY,
  asyncWorkload,
  ourWorkload,
  recvFrame,
  sdkWorkload,
  textPayload,
} from './workloads';

const webClient = async () =>
  asyncWorkload('web client', await clientSessionKeysFrom(portableCrypto, AES_KEY, AES_IV));

// The benchmark only means something if every implementation does the same work: same frames out,
// same plaintext back.
const sdk = { Proto, SendPacket, Setting, SecurityManager, Md5 } as unknown as OfficialSdk;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('benchmark workloads', () => {
  it('builds content of the exact sizes measured', () => {
    for (const size of [100, 2048]) {
      const payload = textPayload(size);
      expect(payload.length).toBe(size);
      expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ type: 1 });
    }
  });

  it('encodes the same SEND frame with both backends as the official SDK', async () => {
    const web = await webClient();
    for (const size of [100, 2048]) {
      const plaintext = textPayload(size);
      const expected = hex(sdkWorkload(sdk).sendEncode(plaintext));
      expect(hex(await web.sendEncode(plaintext))).toBe(expected);
      expect(hex(ourWorkload(nodeCrypto).sendEncode(plaintext))).toBe(expected);
    }
  });

  it('decodes the same RECV frame to the same plaintext everywhere', async () => {
    const web = await webClient();
    for (const size of [100, 2048]) {
      const plaintext = textPayload(size);
      const frame = recvFrame(nodeCrypto, plaintext);
      for (const workload of [sdkWorkload(sdk), ourWorkload(nodeCrypto)]) {
        expect(hex(workload.recvDecode(frame)), workload.name).toBe(hex(plaintext));
      }
      expect(hex(await web.recvDecode(frame))).toBe(hex(plaintext));
    }
  });

  it('refuses a RECV frame whose payload was altered', () => {
    const frame = recvFrame(nodeCrypto, textPayload(100));
    frame[frame.length - 5]! ^= 1;
    expect(() => ourWorkload(nodeCrypto).recvDecode(frame)).toThrow(/msg-key-mismatch/);
    expect(() => sdkWorkload(sdk).recvDecode(frame)).toThrow(/msgKey mismatch/);
  });
});
