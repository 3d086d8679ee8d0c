// Reads what the gateway put on the wire by hand, field by field as protocol/README.md's table says
// for each version and stream layout, without the codec: a test that reads a RECV with these and
// then opens its payload (the msgKey covers messageID, messageSeq, clientMsgNo, timestamp, fromUID
// and the channel) checks the gateway's bytes, not the codec against itself.

/** A cursor over big-endian bytes; every read past the end throws. */
export class HandReader {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get left(): number {
    return this.bytes.length - this.at;
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.at++]!;
  }

  u16(): number {
    return (this.u8() << 8) | this.u8();
  }

  u32(): number {
    return this.u16() * 0x1_0000 + this.u16();
  }

  u64(): bigint {
    return (BigInt(this.u32()) << 32n) | BigInt(this.u32());
  }

  str(): string {
    const length = this.u16();
    this.need(length);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      this.bytes.subarray(this.at, this.at + length),
    );
    this.at += length;
    return text;
  }

  rest(): Uint8Array {
    const rest = this.bytes.slice(this.at);
    this.at = this.bytes.length;
    return rest;
  }

  private need(n: number): void {
    if (this.left < n) throw new Error(`${n} byte(s) needed, ${this.left} left`);
  }
}

/** One packet's frame: header byte, remaining length (7 bits a byte), then exactly that body. */
export function handFrame(message: Uint8Array): { header: number; body: HandReader } {
  const header = message[0]!;
  let length = 0;
  let at = 1;
  for (let shift = 0; ; shift += 7) {
    const byte = message[at++]!;
    length += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) break;
  }
  if (at + length !== message.length) {
    throw new Error(`frame of ${message.length} bytes, its header says ${at + length}`);
  }
  return { header, body: new HandReader(message.subarray(at)) };
}

/** A RECV's fields as read by hand. */
export interface HandRecv {
  header: number;
  setting: number;
  msgKey: string;
  fromUID: string;
  channelID: string;
  channelType: number;
  expire?: number;
  clientMsgNo: string;
  /** Present when the RECV carried stream fields (either layout). */
  stream?: { streamFlag: number; streamNo: string; streamId?: bigint; streamSeq?: number };
  messageID: bigint;
  messageSeq: number;
  timestamp: number;
  payload: Uint8Array;
}

/** Stream bit of each layout: 0x02 (the spec's, WuKongIM since 2025), 0x04 (SDKs up to 1.2.11). */
export const SPEC_STREAM_BIT = 0x02;
export const STREAM_BIT_2024 = 0x04;

/**
 * A RECV read by hand: setting, msgKey, fromUID, channelID, channelType, expire (u32, from version
 * 3), clientMsgNo, stream fields (versions 2 to 4 with the layout's bit: 'spec' streamFlag u8,
 * streamNo, streamId u64; '2024' streamNo, streamSeq u32, streamFlag u8), messageID (u64),
 * messageSeq (u32, u64 from version 6), timestamp (u32), payload (no topic: the gateway sends
 * none).
 */
export function readRecvByHand(
  message: Uint8Array,
  version: number,
  layout: 'spec' | '2024' = 'spec',
): HandRecv {
  const { header, body: r } = handFrame(message);
  if (header >> 4 !== 5) throw new Error(`packet type ${header >> 4}, not RECV`);
  const setting = r.u8();
  const msgKey = r.str();
  const fromUID = r.str();
  const channelID = r.str();
  const channelType = r.u8();
  const expire = version >= 3 ? r.u32() : undefined;
  const clientMsgNo = r.str();
  const bit = layout === '2024' ? STREAM_BIT_2024 : SPEC_STREAM_BIT;
  let stream: HandRecv['stream'];
  if (version >= 2 && version <= 4 && (setting & bit) !== 0) {
    if (layout === '2024') {
      const streamNo = r.str();
      const streamSeq = r.u32();
      stream = { streamNo, streamSeq, streamFlag: r.u8() };
    } else {
      const streamFlag = r.u8();
      const streamNo = r.str();
      stream = { streamFlag, streamNo, streamId: r.u64() };
    }
  }
  const messageID = r.u64();
  const messageSeq = version >= 6 ? Number(r.u64()) : r.u32();
  const timestamp = r.u32();
  const recv: HandRecv = {
    header,
    setting,
    msgKey,
    fromUID,
    channelID,
    channelType,
    clientMsgNo,
    messageID,
    messageSeq,
    timestamp,
    payload: r.rest(),
  };
  if (expire !== undefined) recv.expire = expire;
  if (stream) recv.stream = stream;
  return recv;
}

/** The packet type of a raw message (its header's high nibble). */
export function packetTypeOf(message: Uint8Array): number {
  return message[0]! >> 4;
}
