// Which fields each protocol version carries, as WuKongIM's current server encodes them (the
// per-version table and its sources are in protocol/README.md, "Layout and version rules").

/**
 * Highest version WuKongIM's current server speaks. It keeps a client's version up to this one and
 * answers a higher one with it (CONNACK serverVersion).
 */
export const LATEST_WIRE_VERSION = 6;

/** The version a server keeps for a connection whose CONNECT announced `clientVersion`. */
export function negotiatedVersion(clientVersion: number): number {
  return Math.min(clientVersion, LATEST_WIRE_VERSION);
}

/** SEND and RECV carry `expire` (u32) from version 3. */
export function carriesExpire(version: number): boolean {
  return version >= 3;
}

/**
 * SEND (streamNo) and RECV (streamFlag, streamNo, streamId; or the 2024 fields) carry stream
 * fields on versions 2 to 4 only, when the setting's stream bit is set. From version 5 the server
 * writes and reads none, even with the bit set.
 */
export function carriesStreamFields(version: number): boolean {
  return version >= 2 && version <= 4;
}

/** messageSeq (RECV, SENDACK, RECVACK) is a u64 from version 6, a u32 before. */
export function messageSeqIsU64(version: number): boolean {
  return version >= 6;
}

/** CONNACK opens with a serverVersion byte (and sets hasServerVersion) for clients above 3. */
export function carriesServerVersion(version: number): boolean {
  return version > 3;
}
