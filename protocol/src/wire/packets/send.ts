import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';
import { carriesExpire, carriesStreamFields } from '../protocol-version';
import { ANY_STREAM_BIT, decodeSetting, encodeSetting, SettingBit, type Setting } from '../setting';
import { streamBitOf, type StreamLayout } from '../stream-layout';
import { WireFailure, type PartialSend } from '../wire-error';

/** Client to server: one message. The payload is already encrypted by the crypto layer. */
export interface SendPacket {
  type: typeof PacketType.SEND;
  flags: HeaderFlags;
  setting: Setting;
  /** Sender's sequence number, unique within the client (u32); a resend keeps it. */
  clientSeq: number;
  /** Sender's unique message number, for de-duplication; a resend keeps it. */
  clientMsgNo: string;
  /**
   * Only when setting.streamOn, on versions 2 to 4 (written as '' if missing). Never from
   * version 5: the server reads no stream field there, even with the stream bit set.
   */
  streamNo?: string;
  channelID: string;
  /** u8 */
  channelType: number;
  /** Seconds until the message expires, 0 never (u32). Only on connections of version 3 or more. */
  expire?: number;
  /** MD5 hex of the encrypted verification string. */
  msgKey: string;
  /** Only when setting.topic (written as '' if missing). */
  topic?: string;
  /** The encrypted message body (opaque here). */
  payload: Uint8Array;
}

/**
 * Writes streamOn at the layout's bit on versions 2 to 4 (0x04 for '2024', as SDK 1.2.x sends it),
 * at 0x02 from version 5.
 */
export function writeSend(
  w: ByteWriter,
  p: SendPacket,
  version: number,
  layout: StreamLayout,
): void {
  const streamFields = carriesStreamFields(version);
  w.u8(
    'setting',
    encodeSetting(p.setting, streamFields ? streamBitOf(layout) : SettingBit.streamOn),
  );
  w.u32('clientSeq', p.clientSeq);
  w.string('clientMsgNo', p.clientMsgNo);
  if (p.setting.streamOn && streamFields) w.string('streamNo', p.streamNo ?? '');
  w.string('channelID', p.channelID);
  w.u8('channelType', p.channelType);
  if (carriesExpire(version)) w.u32('expire', p.expire ?? 0);
  w.string('msgKey', p.msgKey);
  if (p.setting.topic) w.string('topic', p.topic ?? '');
  w.bytes(p.payload);
}

/**
 * Reads streamOn from either stream bit (0x02, or 0x04 as SDKs 1.0.4 to 1.2.11 set it): both put
 * streamNo right after clientMsgNo. A failure after clientSeq carries the PartialSend read so far.
 */
export function readSend(r: ByteReader, flags: HeaderFlags, version: number): SendPacket {
  const setting = decodeSetting(r.u8('setting'), ANY_STREAM_BIT);
  const clientSeq = r.u32('clientSeq');
  const partial: PartialSend = { clientSeq };
  try {
    const clientMsgNo = r.string('clientMsgNo');
    partial.clientMsgNo = clientMsgNo;
    const streamNo =
      setting.streamOn && carriesStreamFields(version) ? r.string('streamNo') : undefined;
    const channelID = r.string('channelID');
    const channelType = r.u8('channelType');
    const expire = carriesExpire(version) ? r.u32('expire') : undefined;
    const msgKey = r.string('msgKey');
    const topic = setting.topic ? r.string('topic') : undefined;
    const p: SendPacket = {
      type: PacketType.SEND,
      flags,
      setting,
      clientSeq,
      clientMsgNo,
      channelID,
      channelType,
      msgKey,
      payload: r.rest(),
    };
    if (streamNo !== undefined) p.streamNo = streamNo;
    if (expire !== undefined) p.expire = expire;
    if (topic !== undefined) p.topic = topic;
    return p;
  } catch (e) {
    if (e instanceof WireFailure) throw new WireFailure(e.wireError, partial);
    throw e;
  }
}

/**
 * The SEND as it should be sent and kept for resends: an empty clientMsgNo gets a fresh random one
 * (spec). Create the number once, here, so a resend carries the same one.
 */
export function withClientMsgNo(p: SendPacket, newNumber: () => string): SendPacket {
  return p.clientMsgNo === '' ? { ...p, clientMsgNo: newNumber() } : p;
}

/** The same SEND sent again after no SENDACK came: dup set, same clientSeq and clientMsgNo. */
export function resendOf(p: SendPacket): SendPacket {
  return { ...p, flags: { ...p.flags, dup: true } };
}
