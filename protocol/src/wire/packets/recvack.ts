import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { readMessageSeq, writeMessageSeq } from '../message-seq';
import { PacketType } from '../packet-type';
import type { RecvPacket } from './recv';

/** Client to server: a RECV arrived. Its header flags echo the RECV's (dup aside). */
export interface RecvackPacket {
  type: typeof PacketType.RECVACK;
  flags: HeaderFlags;
  /** i64 */
  messageID: bigint;
  /** u32 up to version 5, u64 from 6 (at most 2^53-1). */
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

export function writeRecvack(w: ByteWriter, p: RecvackPacket, version: number): void {
  w.i64('messageID', p.messageID);
  writeMessageSeq(w, p.messageSeq, version);
}

export function readRecvack(r: ByteReader, flags: HeaderFlags, version: number): RecvackPacket {
  return {
    type: PacketType.RECVACK,
    flags,
    messageID: r.i64('messageID'),
    messageSeq: readMessageSeq(r, version),
  };
}
