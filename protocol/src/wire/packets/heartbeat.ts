import { PacketType } from '../packet-type';

// PING (client to server) and PONG (the answer) are a single header byte: 0x70 and 0x80.

export interface PingPacket {
  type: typeof PacketType.PING;
}

export interface PongPacket {
  type: typeof PacketType.PONG;
}

export const PING: PingPacket = Object.freeze({ type: PacketType.PING });
export const PONG: PongPacket = Object.freeze({ type: PacketType.PONG });
