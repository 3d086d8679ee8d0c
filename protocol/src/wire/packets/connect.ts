import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import type { HeaderFlags } from '../frame-header';
import { PacketType } from '../packet-type';

/** Client to server, first packet on a socket: who connects and the client's public key. */
export interface ConnectPacket {
  type: typeof PacketType.CONNECT;
  flags: HeaderFlags;
  /** Protocol version the client speaks (u8). */
  version: number;
  /** 1 is the web (u8). */
  deviceFlag: number;
  deviceID: string;
  uid: string;
  token: string;
  /** Client clock in milliseconds (i64). */
  clientTimestamp: bigint;
  /** The client's X25519 public key, base64. */
  clientKey: string;
}

export function writeConnect(w: ByteWriter, p: ConnectPacket): void {
  w.u8('version', p.version);
  w.u8('deviceFlag', p.deviceFlag);
  w.string('deviceID', p.deviceID);
  w.string('uid', p.uid);
  w.string('token', p.token);
  w.i64('clientTimestamp', p.clientTimestamp);
  w.string('clientKey', p.clientKey);
}

export function readConnect(r: ByteReader, flags: HeaderFlags): ConnectPacket {
  return {
    type: PacketType.CONNECT,
    flags,
    version: r.u8('version'),
    deviceFlag: r.u8('deviceFlag'),
    deviceID: r.string('deviceID'),
    uid: r.string('uid'),
    token: r.string('token'),
    clientTimestamp: r.i64('clientTimestamp'),
    clientKey: r.string('clientKey'),
  };
}
