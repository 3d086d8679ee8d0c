// Test-only: the official WuKongIM SDK (1.0.4) and its own helpers doing the crypto work exactly as
// its ConnectManager, Proto and ChatManager do, so tests can compare our bytes with theirs.
// Never imported by product code.
import { generateKeyPair, sharedKey } from 'curve25519-js';
import { Md5 } from 'md5-typescript';
import Decoder from 'wukongimjssdk/lib/decoder';
import Proto, { RecvPacket, SendPacket, Setting } from 'wukongimjssdk/lib/proto';
import { SecurityManager } from 'wukongimjssdk/lib/security';
import type { RecvVerificationFields, SendVerificationFields } from './verification';

export function sdkKeyPair(seed: Uint8Array): { publicKey: Uint8Array; secretKey: Uint8Array } {
  const pair = generateKeyPair(seed);
  return { publicKey: pair.public, secretKey: pair.private };
}

export function sdkSharedSecret(secretKey: Uint8Array, peerPublicKey: Uint8Array): Uint8Array {
  return sharedKey(secretKey, peerPublicKey);
}

/** ConnectManager's CONNACK handling: the aesKey and aesIV it stores in SecurityManager. */
export function sdkSessionStrings(
  secretKey: Uint8Array,
  serverKeyBase64: string,
  salt: string,
): { aesKey: string; aesIV: string } {
  const serverPubKey = Uint8Array.from(Buffer.from(serverKeyBase64, 'base64'));
  const secret = sharedKey(secretKey, serverPubKey);
  const aesKey = Md5.init(Buffer.from(secret).toString('base64')).substring(0, 16);
  const aesIV = salt && salt.length > 16 ? salt.substring(0, 16) : salt;
  return { aesKey, aesIV };
}

function useKeys(aesKey: string, aesIV: string): SecurityManager {
  const security = SecurityManager.shared();
  security.aesKey = aesKey;
  security.aesIV = aesIV;
  return security;
}

/** The SDK's `SecurityManager.encryption`: base64 text of AES-CBC of a string's UTF-8. */
export function sdkEncryptText(aesKey: string, aesIV: string, text: string): string {
  return useKeys(aesKey, aesIV).encryption(text);
}

/** The SDK's `SecurityManager.decryption`: wire payload bytes back to plaintext bytes. */
export function sdkDecryptPayload(aesKey: string, aesIV: string, payload: Uint8Array): Uint8Array {
  return useKeys(aesKey, aesIV).decryption(payload);
}

/** A SEND packet encoded by the SDK's Proto, then read back: its msgKey and wire payload. */
export function sdkSealSend(
  aesKey: string,
  aesIV: string,
  fields: SendVerificationFields,
  plaintext: Uint8Array,
): { clientMsgNo: string; msgKey: string; payload: Uint8Array; frame: Uint8Array } {
  useKeys(aesKey, aesIV);
  const packet = new SendPacket();
  packet.setting = new Setting();
  packet.clientSeq = fields.clientSeq;
  packet.clientMsgNo = fields.clientMsgNo;
  packet.channelID = fields.channelID;
  packet.channelType = fields.channelType;
  packet.payload = plaintext;
  const frame = new Proto().encode(packet);
  const decoder = new Decoder(frame);
  decoder.readByte(); // type and flags
  decoder.readVariableLength();
  decoder.readByte(); // setting
  decoder.readInt32(); // clientSeq
  const clientMsgNo = decoder.readString();
  decoder.readString(); // channelID
  decoder.readByte(); // channelType
  const msgKey = decoder.readString();
  return { clientMsgNo, msgKey, payload: decoder.readRemaining(), frame };
}

/**
 * ChatManager's RECV handling: the message is ignored (null) unless the msgKey of its
 * verification string matches; otherwise its payload is decrypted.
 */
export function sdkOpenRecv(
  aesKey: string,
  aesIV: string,
  fields: RecvVerificationFields,
  payload: Uint8Array,
  msgKey: string,
): Uint8Array | null {
  const security = useKeys(aesKey, aesIV);
  const packet = new RecvPacket();
  packet.messageID = String(fields.messageID);
  packet.messageSeq = fields.messageSeq;
  packet.clientMsgNo = fields.clientMsgNo;
  packet.timestamp = fields.timestamp;
  packet.fromUID = fields.fromUID;
  packet.channelID = fields.channelID;
  packet.channelType = fields.channelType;
  packet.payload = payload;
  if (Md5.init(security.encryption(packet.veritifyString)) !== msgKey) return null;
  return security.decryption(payload);
}
