import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';
import { decodeSetting, encodeSetting, type Setting } from '../setting';

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
  /** StreamFlag (u8: START 0, ING 1, END 2); only when setting.streamOn (written as 0 if missing). */
  streamFlag?: number;
  /** The stream this piece belongs to; only when setting.streamOn (written as '' if missing). */
  streamNo?: string;
  /** The piece's id within its stream (u64, exact as a bigint); only when setting.streamOn. */
  streamId?: bigint;
  /** Server-wide message id (i64). */
  messageID: bigint;
  /** Position of the message in its channel (u32). */
  messageSeq: number;
  /** Server time in seconds (i32). */
  timestamp: number;
  /** Only when setting.topic (written as '' if missing). */
  topic?: string;
  payload: Uint8Array;
}

export function writeRecv(w: ByteWriter, p: RecvPacket, version: number): void {
  w.u8('setting', encodeSetting(p.setting));
  w.string('msgKey', p.msgKey);
  w.string('fromUID', p.fromUID);
  w.string('channelID', p.channelID);
  w.u8('channelType', p.channelType);
  if (version >= 3) w.u32('expire', p.expire ?? 0);
  w.string('clientMsgNo', p.clientMsgNo);
  // Spec section 3: "... clientMsgNo, streamFlag, streamNo and streamId (when streaming), messageID".
  if (p.setting.streamOn) {
    w.u8('streamFlag', p.streamFlag ?? 0);
    w.string('streamNo', p.streamNo ?? '');
    w.u64('streamId', p.streamId ?? 0n);
  }
  w.i64('messageID', p.messageID);
  w.u32('messageSeq', p.messageSeq);
  w.i32('timestamp', p.timestamp);
  if (p.setting.topic) w.string('topic', p.topic ?? '');
  w.bytes(p.payload);
}

export function readRecv(r: ByteReader, flags: HeaderFlags, version: number): RecvPacket {
  const setting = decodeSetting(r.u8('setting'));
  const msgKey = r.string('msgKey');
  const fromUID = r.string('fromUID');
  const channelID = r.string('channelID');
  const channelType = r.u8('channelType');
  const expire = version >= 3 ? r.u32('expire') : undefined;
  const clientMsgNo = r.string('clientMsgNo');
  let stream: { streamFlag: number; streamNo: string; streamId: bigint } | undefined;
  if (setting.streamOn) {
    const streamFlag = r.u8('streamFlag');
    const streamNo = r.string('streamNo');
    stream = { streamFlag, streamNo, streamId: r.u64('streamId') };
  }
  const messageID = r.i64('messageID');
  const messageSeq = r.u32('messageSeq');
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
