import type { ByteReader } from './byte-reader';
import type { ByteWriter } from './byte-writer';
import { messageSeqIsU64 } from './protocol-version';

// messageSeq of RECV, SENDACK and RECVACK: a u32 up to version 5, a u64 from version 6. It stays a
// JS number either way: a value a number cannot hold exactly (above 2^53-1) is out_of_range, both
// when writing and when reading, and so is one above 2^32-1 on a version-5-or-older connection.

export function writeMessageSeq(w: ByteWriter, value: number, version: number): void {
  if (messageSeqIsU64(version)) w.u64Number('messageSeq', value);
  else w.u32('messageSeq', value);
}

export function readMessageSeq(r: ByteReader, version: number): number {
  return messageSeqIsU64(version) ? r.u64Number('messageSeq') : r.u32('messageSeq');
}
