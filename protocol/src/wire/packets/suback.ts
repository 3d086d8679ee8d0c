import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';

/**
 * Server to client: the outcome of a SUB. The spec lists a setting among its fields, but neither the
 * official SDK nor WuKongIM's gateway put one on the wire, so the body starts at clientMsgNo.
 */
export interface SubackPacket {
  type: typeof PacketType.SUBACK;
  flags: HeaderFlags;
  clientMsgNo: string;
  channelID: string;
  /** u8 */
  channelType: number;
  /** SubscriptionAction (u8). */
  action: number;
  reasonCode: number;
}

export function writeSuback(w: ByteWriter, p: SubackPacket): void {
  w.string('clientMsgNo', p.clientMsgNo);
  w.string('channelID', p.channelID);
  w.u8('channelType', p.channelType);
  w.u8('action', p.action);
  w.u8('reasonCode', p.reasonCode);
}

export function readSuback(r: ByteReader, flags: HeaderFlags): SubackPacket {
  return {
    type: PacketType.SUBACK,
    flags,
    clientMsgNo: r.string('clientMsgNo'),
    channelID: r.string('channelID'),
    channelType: r.u8('channelType'),
    action: r.u8('action'),
    reasonCode: r.u8('reasonCode'),
  };
}
