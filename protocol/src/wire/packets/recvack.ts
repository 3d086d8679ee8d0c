import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';
import type { RecvPacket } from './recv';

/** Client to server: a RECV arrived. Its header flags echo the RECV's (dup aside). */
export interface RecvackPacket {
  type: typeof PacketType.RECVACK;
  flags: HeaderFlags;
  /** i64 */
  messageID: bigint;
  /** u32 */
  messageSeq: number;
}

/**
 * The acknowledgement of `recv`, echoing its reddot, syncOnce and noPersist flags as the official SDK
 * does. dup is not echoed: it would say this RECVACK is itself a resend.
 */
export function recvackFor(recv: RecvPacket): RecvackPacket {
  return {
    type: PacketType.RECVACK,
    flags: { ...recv.flags, dup: false },
    messageID: recv.messageID,
    messageSeq: recv.messageSeq,
  };
}

export function writeRecvack(w: ByteWriter, p: RecvackPacket): void {
  w.i64('messageID', p.messageID);
  w.u32('messageSeq', p.messageSeq);
}

export function readRecvack(r: ByteReader, flags: HeaderFlags): RecvackPacket {
  return {
    type: PacketType.RECVACK,
    flags,
    messageID: r.i64('messageID'),
    messageSeq: r.u32('messageSeq'),
  };
}
