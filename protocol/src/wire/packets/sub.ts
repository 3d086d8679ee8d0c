import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';
import { decodeSetting, encodeSetting, type Setting } from '../setting';

/** Action of SUB and SUBACK. */
export const SubscriptionAction = {
  subscribe: 0,
  unsubscribe: 1,
} as const;

export type SubscriptionAction = (typeof SubscriptionAction)[keyof typeof SubscriptionAction];

/** Client to server: subscribe to or leave a channel. */
export interface SubPacket {
  type: typeof PacketType.SUB;
  flags: HeaderFlags;
  setting: Setting;
  clientMsgNo: string;
  channelID: string;
  /** u8 */
  channelType: number;
  /** SubscriptionAction (u8). */
  action: number;
  param: string;
}

export function writeSub(w: ByteWriter, p: SubPacket): void {
  w.u8('setting', encodeSetting(p.setting));
  w.string('clientMsgNo', p.clientMsgNo);
  w.string('channelID', p.channelID);
  w.u8('channelType', p.channelType);
  w.u8('action', p.action);
  w.string('param', p.param);
}

export function readSub(r: ByteReader, flags: HeaderFlags): SubPacket {
  return {
    type: PacketType.SUB,
    flags,
    setting: decodeSetting(r.u8('setting')),
    clientMsgNo: r.string('clientMsgNo'),
    channelID: r.string('channelID'),
    channelType: r.u8('channelType'),
    action: r.u8('action'),
    param: r.string('param'),
  };
}
