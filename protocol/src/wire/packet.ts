import type { ConnackPacket } from './packets/connack';
import type { ConnectPacket } from './packets/connect';
import type { DisconnectPacket } from './packets/disconnect';
import type { PingPacket, PongPacket } from './packets/heartbeat';
import type { RecvPacket } from './packets/recv';
import type { RecvackPacket } from './packets/recvack';
import type { SendPacket } from './packets/send';
import type { SendackPacket } from './packets/sendack';
import type { SubPacket } from './packets/sub';
import type { SubackPacket } from './packets/suback';

/** Every packet of the protocol, told apart by `type` (a PacketType). */
export type Packet =
  | ConnectPacket
  | ConnackPacket
  | SendPacket
  | SendackPacket
  | RecvPacket
  | RecvackPacket
  | PingPacket
  | PongPacket
  | DisconnectPacket
  | SubPacket
  | SubackPacket;

/** The packet of a given type, e.g. `PacketOf<typeof PacketType.RECV>` is RecvPacket. */
export type PacketOf<T extends Packet['type']> = Extract<Packet, { type: T }>;
