/** Packet types of the chat protocol, numbered as on the wire (high nibble of the header byte). */
export const PacketType = {
  Reserved: 0,
  CONNECT: 1,
  CONNACK: 2,
  SEND: 3,
  SENDACK: 4,
  RECV: 5,
  RECVACK: 6,
  PING: 7,
  PONG: 8,
  DISCONNECT: 9,
  SUB: 10,
  SUBACK: 11,
} as const;

export type PacketType = (typeof PacketType)[keyof typeof PacketType];

const names = new Map<number, string>(Object.entries(PacketType).map(([name, n]) => [n, name]));

/** True for the eleven packet types a peer may send (Reserved and 12..15 are not packets). */
export function isKnownPacketType(n: number): n is Exclude<PacketType, 0> {
  return Number.isInteger(n) && n >= PacketType.CONNECT && n <= PacketType.SUBACK;
}

/** Name of a packet type for logs, e.g. `SENDACK`, or `UNKNOWN(13)`. */
export function packetTypeName(n: number): string {
  return names.get(n) ?? `UNKNOWN(${n})`;
}
