import type { ByteReader } from '../byte-reader';
import type { ByteWriter } from '../byte-writer';
import { PacketType } from '../packet-type';
import { carriesServerVersion } from '../protocol-version';

/**
 * Server to client, the answer to CONNECT. Its header carries no flags but hasServerVersion (bit 0),
 * which says whether the serverVersion byte opens the body.
 */
export interface ConnackPacket {
  type: typeof PacketType.CONNACK;
  /**
   * Version the server speaks on this connection (u8): the client's, at most LATEST_WIRE_VERSION
   * (6). Sent only to clients above version 3; when encoding it defaults to the connection's
   * version. Undefined when the CONNACK did not carry it.
   */
  serverVersion?: number;
  /** Server clock minus client clock, milliseconds (i64). */
  timeDiff: bigint;
  reasonCode: number;
  /** The server's X25519 public key, base64. */
  serverKey: string;
  /** Its first 16 characters are the AES IV. */
  salt: string;
  /** Node the client is connected to (u64); present when serverVersion is 4 or more. */
  nodeId?: bigint;
}

/**
 * The serverVersion byte the CONNACK carries on a connection of `version`, or undefined: WuKongIM's
 * gateway sends it only to clients above version 3 (a version-2 client would misread it).
 */
export function connackServerVersion(p: ConnackPacket, version: number): number | undefined {
  return carriesServerVersion(version) ? (p.serverVersion ?? version) : undefined;
}

/** nodeId follows the salt only when the CONNACK says its server speaks version 4 or more. */
function carriesNodeId(serverVersion: number | undefined): boolean {
  return serverVersion !== undefined && serverVersion >= 4;
}

export function writeConnack(w: ByteWriter, p: ConnackPacket, version: number): void {
  const serverVersion = connackServerVersion(p, version);
  if (serverVersion !== undefined) w.u8('serverVersion', serverVersion);
  w.i64('timeDiff', p.timeDiff);
  w.u8('reasonCode', p.reasonCode);
  w.string('serverKey', p.serverKey);
  w.string('salt', p.salt);
  if (carriesNodeId(serverVersion)) w.u64('nodeId', p.nodeId ?? 0n);
}

export function readConnack(r: ByteReader, hasServerVersion: boolean): ConnackPacket {
  const serverVersion = hasServerVersion ? r.u8('serverVersion') : undefined;
  const p: ConnackPacket = {
    type: PacketType.CONNACK,
    timeDiff: r.i64('timeDiff'),
    reasonCode: r.u8('reasonCode'),
    serverKey: r.string('serverKey'),
    salt: r.string('salt'),
  };
  if (serverVersion !== undefined) p.serverVersion = serverVersion;
  if (carriesNodeId(serverVersion)) p.nodeId = r.u64('nodeId');
  return p;
}
