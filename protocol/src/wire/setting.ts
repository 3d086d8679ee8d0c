// The setting byte at the head of SEND, RECV and SUB bodies.

/** Bit of each setting flag (spec layout, also WuKongIM's gateway and web SDK 1.2). */
export const SettingBit = {
  receiptEnabled: 0x80,
  topic: 0x08,
  streamOn: 0x02,
} as const;

export interface Setting {
  /** The sender wants read receipts. */
  receiptEnabled: boolean;
  /** A topic string follows the message key. */
  topic: boolean;
  /** The message is part of a stream; stream fields follow the client message number. */
  streamOn: boolean;
}

export const NO_SETTING: Setting = Object.freeze({
  receiptEnabled: false,
  topic: false,
  streamOn: false,
});

export function encodeSetting(setting: Setting): number {
  return (
    (setting.receiptEnabled ? SettingBit.receiptEnabled : 0) |
    (setting.topic ? SettingBit.topic : 0) |
    (setting.streamOn ? SettingBit.streamOn : 0)
  );
}

/**
 * Reads the three flags; other bits (WuKongIM's signal and no-encrypt, or the official SDK 1.0.4's
 * stream bit 2) are ignored, so a plain message from SDK 1.0.4 reads the same as ours.
 */
export function decodeSetting(byte: number): Setting {
  return {
    receiptEnabled: (byte & SettingBit.receiptEnabled) !== 0,
    topic: (byte & SettingBit.topic) !== 0,
    streamOn: (byte & SettingBit.streamOn) !== 0,
  };
}
