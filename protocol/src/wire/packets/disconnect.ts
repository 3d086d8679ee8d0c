import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';

/** Server to client: the connection is closed by the server (the client must not reconnect). */
export interface DisconnectPacket {
  type: typeof PacketType.DISCONNECT;
  flags: HeaderFlags;
  reasonCode: number;
  reason: string;
}

export function writeDisconnect(w: ByteWriter, p: DisconnectPacket): void {
  w.u8('reasonCode', p.reasonCode);
  w.string('reason', p.reason);
}

export function readDisconnect(r: ByteReader, flags: HeaderFlags): DisconnectPacket {
  return {
    type: PacketType.DISCONNECT,
    flags,
    reasonCode: r.u8('reasonCode'),
    reason: r.string('reason'),
  };
}
