import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { readMessageSeq, writeMessageSeq } from '../message-seq';
import { PacketType } from '../packet-type';

/** Server to client: the outcome of one SEND, matched by clientSeq. */
export interface SendackPacket {
  type: typeof PacketType.SENDACK;
  flags: HeaderFlags;
  /** Server-wide message id (i64). */
  messageID: bigint;
  /** u32 */
  clientSeq: number;
  /** Position of the message in its channel: u32 up to version 5, u64 from 6 (at most 2^53-1). */
  messageSeq: number;
  reasonCode: number;
}

export function writeSendack(w: ByteWriter, p: SendackPacket, version: number): void {
  w.i64('messageID', p.messageID);
  w.u32('clientSeq', p.clientSeq);
  writeMessageSeq(w, p.messageSeq, version);
  w.u8('reasonCode', p.reasonCode);
}

export function readSendack(r: ByteReader, flags: HeaderFlags, version: number): SendackPacket {
  return {
    type: PacketType.SENDACK,
    flags,
    messageID: r.i64('messageID'),
    clientSeq: r.u32('clientSeq'),
    messageSeq: readMessageSeq(r, version),
    reasonCode: r.u8('reasonCode'),
  };
}
