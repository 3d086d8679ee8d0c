// The official WuKongIM web SDK (wukongimjssdk 1.0.4) as the benchmark's baseline: the pieces its
// ChatManager and Proto use to send and receive one message.

/** SDK SendPacket fields the baseline sets. */
export interface SdkSendPacket {
  setting: object;
  clientSeq: number;
  clientMsgNo: string;
  channelID: string;
  channelType: number;
  payload: Uint8Array;
}

/** SDK RecvPacket fields the baseline reads. */
export interface SdkRecvPacket {
  msgKey: string;
  payload: Uint8Array;
  readonly veritifyString: string;
}

export interface OfficialSdk {
  Proto: new () => { encode(packet: object): Uint8Array; decode(frame: Uint8Array): object };
  SendPacket: new () => SdkSendPacket;
  Setting: new () => object;
  SecurityManager: {
    shared(): {
      aesKey: string;
      aesIV: string;
      encryption(text: string): string;
      decryption(payload: Uint8Array): Uint8Array;
    };
  };
  Md5: { init(text: string): string };
}

/** The module text that gathers those pieces; bundled at bench start, imported by Vitest in tests. */
export const OFFICIAL_SDK_ENTRY = `
export { default as Proto, SendPacket, Setting } from 'wukongimjssdk/lib/proto';
export { SecurityManager } from 'wukongimjssdk/lib/security';
export { Md5 } from 'md5-typescript';
`;
