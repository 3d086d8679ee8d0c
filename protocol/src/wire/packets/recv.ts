import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { readMessageSeq, writeMessageSeq } from '../message-seq';
import { PacketType } from '../packet-type';
import { carriesExpire, carriesStreamFields } from '../protocol-version';
import { decodeSetting, encodeSetting, SettingBit, type Setting } from '../setting';
import { streamBitOf, type StreamLayout } from '../stream-layout';
import { WireFailure } from '../wire-error';

/** Server to client: one message. The payload is encrypted (opaque here). */
export interface RecvPacket {
  type: typeof PacketType.RECV;
  flags: HeaderFlags;
  setting: Setting;
  /** MD5 hex of the encrypted verification string; the client checks it. */
  msgKey: string;
  fromUID: string;
  channelID: string;
  /** u8 */
  channelType: number;
  /** u32; only on connections of version 3 or more. */
  expire?: number;
  clientMsgNo: string;
  // Stream fields: only when setting.streamOn on versions 2 to 4 (none from version 5). The 'spec'
  // layout carries streamFlag, streamNo and streamId; the '2024' layout streamNo, streamSeq and
  // streamFlag. A missing one is written as ''/0, or taken from its counterpart (streamId and
  // streamSeq stand in for each other), so one packet encodes in either layout.
  /** StreamFlag (u8: START 0, ING 1, END 2). */
  streamFlag?: number;
  /** The stream this piece belongs to. */
  streamNo?: string;
  /** 'spec' layout: the piece's id within its stream (u64, exact as a bigint). */
  streamId?: bigint;
  /** '2024' layout: the piece's position within its stream (u32). */
  streamSeq?: number;
  /** Server-wide message id (i64). */
  messageID: bigint;
  /** Position of the message in its channel: u32 up to version 5, u64 from 6 (at most 2^53-1). */
  messageSeq: number;
  /** Server time in seconds (i32). */
  timestamp: number;
  /** Only when setting.topic (written as '' if missing). */
  topic?: string;
  payload: Uint8Array;
}

/** The setting bit that carries streamOn on this connection: the layout's on 2 to 4, else 0x02. */
function streamBit(version: number, layout: StreamLayout): number {
  return carriesStreamFields(version) ? streamBitOf(layout) : SettingBit.streamOn;
}

const U32_MAX = 0xffffffff;

/** streamSeq for the 2024 layout: the packet's, or its streamId when that fits a u32. */
function streamSeqOf(p: RecvPacket): number {
  if (p.streamSeq !== undefined) return p.streamSeq;
  const id = p.streamId ?? 0n;
  if (id > BigInt(U32_MAX)) {
    throw new WireFailure({ kind: 'out_of_range', field: 'streamSeq', value: id.toString() });
  }
  return Number(id);
}

/** streamId for the spec layout: the packet's, or its streamSeq. */
function streamIdOf(p: RecvPacket): bigint {
  if (p.streamId !== undefined) return p.streamId;
  const seq = p.streamSeq ?? 0;
  if (!Number.isSafeInteger(seq) || seq < 0) {
    throw new WireFailure({ kind: 'out_of_range', field: 'streamId', value: String(seq) });
  }
  return BigInt(seq);
}

export function writeRecv(
  w: ByteWriter,
  p: RecvPacket,
  version: number,
  layout: StreamLayout,
): void {
  w.u8('setting', encodeSetting(p.setting, streamBit(version, layout)));
  w.string('msgKey', p.msgKey);
  w.string('fromUID', p.fromUID);
  w.string('channelID', p.channelID);
  w.u8('channelType', p.channelType);
  if (carriesExpire(version)) w.u32('expire', p.expire ?? 0);
  w.string('clientMsgNo', p.clientMsgNo);
  if (p.setting.streamOn && carriesStreamFields(version)) {
    if (layout === '2024') {
      w.string('streamNo', p.streamNo ?? '');
      w.u32('streamSeq', streamSeqOf(p));
      w.u8('streamFlag', p.streamFlag ?? 0);
    } else {
      // Spec section 3: "... clientMsgNo, streamFlag, streamNo and streamId (when streaming)".
      w.u8('streamFlag', p.streamFlag ?? 0);
      w.string('streamNo', p.streamNo ?? '');
      w.u64('streamId', streamIdOf(p));
    }
  }
  w.i64('messageID', p.messageID);
  writeMessageSeq(w, p.messageSeq, version);
  w.i32('timestamp', p.timestamp);
  if (p.setting.topic) w.string('topic', p.topic ?? '');
  w.bytes(p.payload);
}

type StreamFields = Pick<RecvPacket, 'streamFlag' | 'streamNo' | 'streamId' | 'streamSeq'>;

function readStreamFields(r: ByteReader, layout: StreamLayout): StreamFields {
  if (layout === '2024') {
    const streamNo = r.string('streamNo');
    const streamSeq = r.u32('streamSeq');
    return { streamNo, streamSeq, streamFlag: r.u8('streamFlag') };
  }
  const streamFlag = r.u8('streamFlag');
  const streamNo = r.string('streamNo');
  return { streamFlag, streamNo, streamId: r.u64('streamId') };
}

export function readRecv(
  r: ByteReader,
  flags: HeaderFlags,
  version: number,
  layout: StreamLayout,
): RecvPacket {
  const setting = decodeSetting(r.u8('setting'), streamBit(version, layout));
  const msgKey = r.string('msgKey');
  const fromUID = r.string('fromUID');
  const channelID = r.string('channelID');
  const channelType = r.u8('channelType');
  const expire = carriesExpire(version) ? r.u32('expire') : undefined;
  const clientMsgNo = r.string('clientMsgNo');
  const stream =
    setting.streamOn && carriesStreamFields(version) ? readStreamFields(r, layout) : undefined;
  const messageID = r.i64('messageID');
  const messageSeq = readMessageSeq(r, version);
  const timestamp = r.i32('timestamp');
  const topic = setting.topic ? r.string('topic') : undefined;
  const p: RecvPacket = {
    type: PacketType.RECV,
    flags,
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
  if (expire !== undefined) p.expire = expire;
  if (stream) Object.assign(p, stream);
  if (topic !== undefined) p.topic = topic;
  return p;
}
