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
  /** Only when setting.streamOn (written as '' if missing). */
  streamNo?: string;
  /** Position within the stream (u32, WuKongIM's streamSeq); only when setting.streamOn. */
  streamId?: number;
  /** StreamFlag (u8); only when setting.streamOn. */
  streamFlag?: number;
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
  if (p.setting.streamOn) {
    w.string('streamNo', p.streamNo ?? '');
    w.u32('streamId', p.streamId ?? 0);
    w.u8('streamFlag', p.streamFlag ?? 0);
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
  let stream: { streamNo: string; streamId: number; streamFlag: number } | undefined;
  if (setting.streamOn) {
    stream = {
      streamNo: r.string('streamNo'),
      streamId: r.u32('streamId'),
      streamFlag: r.u8('streamFlag'),
    };
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
