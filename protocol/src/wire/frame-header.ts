import { PacketType } from './packet-type';

// The first byte of every frame: packet type in the high nibble, flags in the low one.

/** Flags of the header's low nibble (every packet but CONNACK, PING and PONG). */
export interface HeaderFlags {
  /** A resend of a packet already sent. */
  dup: boolean;
  /** The message is synced or consumed once only. */
  syncOnce: boolean;
  /** The message counts towards the unread badge. */
  reddot: boolean;
  /** The server does not store the message. */
  noPersist: boolean;
}

export const HeaderBit = {
  dup: 0x08,
  syncOnce: 0x04,
  reddot: 0x02,
  noPersist: 0x01,
  /** CONNACK only: a serverVersion byte opens the body. Shares bit 0 with noPersist. */
  hasServerVersion: 0x01,
} as const;

export const NO_FLAGS: HeaderFlags = Object.freeze({
  dup: false,
  syncOnce: false,
  reddot: false,
  noPersist: false,
});

export function encodeHeaderFlags(flags: HeaderFlags): number {
  return (
    (flags.dup ? HeaderBit.dup : 0) |
    (flags.syncOnce ? HeaderBit.syncOnce : 0) |
    (flags.reddot ? HeaderBit.reddot : 0) |
    (flags.noPersist ? HeaderBit.noPersist : 0)
  );
}

export function decodeHeaderFlags(byte: number): HeaderFlags {
  return {
    dup: (byte & HeaderBit.dup) !== 0,
    syncOnce: (byte & HeaderBit.syncOnce) !== 0,
    reddot: (byte & HeaderBit.reddot) !== 0,
    noPersist: (byte & HeaderBit.noPersist) !== 0,
  };
}

/** Packet type of a header byte (may be Reserved or above SUBACK: the caller checks). */
export function headerPacketType(byte: number): number {
  return byte >> 4;
}

/** PING and PONG are one byte: no remaining length, no body. */
export function isSingleBytePacket(packetType: number): boolean {
  return packetType === PacketType.PING || packetType === PacketType.PONG;
}
