// The setting byte at the head of SEND, RECV and SUB bodies.

/** Bit of each setting flag (spec layout, also WuKongIM's gateway and web SDK 1.3). */
export const SettingBit = {
  receiptEnabled: 0x80,
  topic: 0x08,
  streamOn: 0x02,
  /** Where web SDKs 1.0.4 to 1.2.11 put the stream flag (the 2024 stream layout). */
  streamOn2024: 0x04,
} as const;

/** Either stream bit: how a SEND says it is streamed, whichever SDK wrote it. */
export const ANY_STREAM_BIT = SettingBit.streamOn | SettingBit.streamOn2024;

export interface Setting {
  /** The sender wants read receipts. */
  receiptEnabled: boolean;
  /** A topic string follows the message key. */
  topic: boolean;
  /**
   * The message is part of a stream; on versions 2 to 4 stream fields follow the client message
   * number (from version 5 the bit is kept but no fields follow).
   */
  streamOn: boolean;
}

export const NO_SETTING: Setting = Object.freeze({
  receiptEnabled: false,
  topic: false,
  streamOn: false,
});

/** The byte, with streamOn at `streamBit` (0x02 by default; 0x04 in the 2024 stream layout). */
export function encodeSetting(setting: Setting, streamBit: number = SettingBit.streamOn): number {
  return (
    (setting.receiptEnabled ? SettingBit.receiptEnabled : 0) |
    (setting.topic ? SettingBit.topic : 0) |
    (setting.streamOn ? streamBit : 0)
  );
}

/**
 * Reads the three flags, streamOn from any bit of `streamBits` (0x02 by default). Other bits
 * (WuKongIM's signal and no-encrypt, or by default the 2024 stream bit 0x04) are ignored, so a
 * plain message from SDK 1.0.4 reads the same as ours.
 */
export function decodeSetting(byte: number, streamBits: number = SettingBit.streamOn): Setting {
  return {
    receiptEnabled: (byte & SettingBit.receiptEnabled) !== 0,
    topic: (byte & SettingBit.topic) !== 0,
    streamOn: (byte & streamBits) !== 0,
  };
}
