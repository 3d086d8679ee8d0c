import { ByteReader } from './byte-reader';
import { ByteWriter } from './byte-writer';
import {
  decodeHeaderFlags,
  encodeHeaderFlags,
  HeaderBit,
  headerPacketType,
  isSingleBytePacket,
} from './frame-header';
import type { Packet } from './packet';
import { isKnownPacketType, PacketType } from './packet-type';
import { connackServerVersion, readConnack, writeConnack } from './packets/connack';
import { readConnect, writeConnect } from './packets/connect';
import { readDisconnect, writeDisconnect } from './packets/disconnect';
import { PING, PONG } from './packets/heartbeat';
import { readRecv, writeRecv } from './packets/recv';
import { readRecvack, writeRecvack } from './packets/recvack';
import { readSend, writeSend } from './packets/send';
import { readSendack, writeSendack } from './packets/sendack';
import { readSub, writeSub } from './packets/sub';
import { readSuback, writeSuback } from './packets/suback';
import { DEFAULT_STREAM_LAYOUT, type StreamLayout } from './stream-layout';
import { MAX_VARINT, readVarint } from './varint';
import { captureWireFailure, WireFailure, type WireResult } from './wire-error';

/** What both ends agreed on: the protocol version of the connection changes some layouts. */
export interface WireOptions {
  /**
   * Protocol version of the connection, 2 to 6 as WuKongIM's current server speaks them. From 3:
   * SEND and RECV carry expire. Above 3: CONNACK carries the serverVersion byte (and from 4 the
   * nodeId). 2 to 4 only: SEND and RECV carry stream fields. From 6: messageSeq is a u64. A client
   * knows it from CONNACK; the server from CONNECT (`negotiatedVersion` in protocol-version.ts).
   */
  version: number;
  /**
   * Stream layout of SEND and RECV on versions 2 to 4 (ignored from 5): 'spec' (default) or '2024'
   * (SDKs 1.0.4 to 1.2.11). Decoding a SEND understands both stream bits whatever this says.
   */
  streamLayout?: StreamLayout;
}

/** The low nibble of the header byte. */
function headerLowNibble(packet: Packet, options: WireOptions): number {
  switch (packet.type) {
    case PacketType.PING:
    case PacketType.PONG:
      return 0;
    case PacketType.CONNACK:
      return connackServerVersion(packet, options.version) !== undefined
        ? HeaderBit.hasServerVersion
        : 0;
    default:
      return encodeHeaderFlags(packet.flags);
  }
}

function writeBody(w: ByteWriter, packet: Packet, version: number, layout: StreamLayout): void {
  switch (packet.type) {
    case PacketType.CONNECT:
      return writeConnect(w, packet);
    case PacketType.CONNACK:
      return writeConnack(w, packet, version);
    case PacketType.SEND:
      return writeSend(w, packet, version, layout);
    case PacketType.SENDACK:
      return writeSendack(w, packet, version);
    case PacketType.RECV:
      return writeRecv(w, packet, version, layout);
    case PacketType.RECVACK:
      return writeRecvack(w, packet, version);
    case PacketType.DISCONNECT:
      return writeDisconnect(w, packet);
    case PacketType.SUB:
      return writeSub(w, packet);
    case PacketType.SUBACK:
      return writeSuback(w, packet);
    case PacketType.PING:
    case PacketType.PONG:
      return;
  }
}

/**
 * One packet as one frame: header byte, remaining length (absent for PING and PONG), body. A field
 * that does not fit (a u32 above 2^32-1, a string above 65535 UTF-8 bytes...) is an error result.
 */
export function encodePacket(packet: Packet, options: WireOptions): WireResult<Uint8Array> {
  return captureWireFailure(() => {
    const header = (packet.type << 4) | headerLowNibble(packet, options);
    if (isSingleBytePacket(packet.type)) return Uint8Array.of(header);
    // Room for the fixed fields up front, so a large payload is not copied on every doubling.
    const payloadSize =
      packet.type === PacketType.SEND || packet.type === PacketType.RECV
        ? packet.payload.length
        : 0;
    const body = new ByteWriter(256 + payloadSize, true);
    writeBody(body, packet, options.version, options.streamLayout ?? DEFAULT_STREAM_LAYOUT);
    if (body.size > MAX_VARINT) {
      throw new WireFailure({ kind: 'frame_too_large', length: body.size, max: MAX_VARINT });
    }
    return body.toFrame(header);
  });
}

function readBody(
  r: ByteReader,
  header: number,
  packetType: number,
  version: number,
  layout: StreamLayout,
): Packet {
  const flags = decodeHeaderFlags(header);
  switch (packetType) {
    case PacketType.CONNECT:
      return readConnect(r, flags);
    case PacketType.CONNACK:
      return readConnack(r, (header & HeaderBit.hasServerVersion) !== 0);
    case PacketType.SEND:
      return readSend(r, flags, version);
    case PacketType.SENDACK:
      return readSendack(r, flags, version);
    case PacketType.RECV:
      return readRecv(r, flags, version, layout);
    case PacketType.RECVACK:
      return readRecvack(r, flags, version);
    case PacketType.DISCONNECT:
      return readDisconnect(r, flags);
    case PacketType.SUB:
      return readSub(r, flags);
    case PacketType.SUBACK:
      return readSuback(r, flags);
    default:
      throw new WireFailure({ kind: 'unknown_packet_type', packetType });
  }
}

/**
 * Exactly one frame (as the FrameSplitter yields them) to a packet. Never throws: a short buffer,
 * a bad length, an unknown type or malformed UTF-8 is an error result. Bytes after the last known
 * field of a fixed-layout packet are ignored, as WuKongIM's peers do, so newer peers can append.
 * A SEND whose body fails after its clientSeq gives `partialSend` with the error, so the server can
 * answer it (SENDACK payloadDecodeError) rather than close.
 */
export function decodePacket(frame: Uint8Array, options: WireOptions): WireResult<Packet> {
  return captureWireFailure(() => {
    const header = frame[0];
    if (header === undefined) {
      throw new WireFailure({ kind: 'truncated', field: 'header', needed: 1, available: 0 });
    }
    const packetType = headerPacketType(header);
    if (!isKnownPacketType(packetType)) {
      throw new WireFailure({ kind: 'unknown_packet_type', packetType });
    }
    if (isSingleBytePacket(packetType)) {
      if (frame.length !== 1) {
        throw new WireFailure({ kind: 'frame_length_mismatch', declared: 1, actual: frame.length });
      }
      return packetType === PacketType.PING ? PING : PONG;
    }
    const length = readVarint(frame, 1);
    if (length.status === 'impossible') throw new WireFailure({ kind: 'impossible_varint' });
    if (length.status === 'incomplete') {
      throw new WireFailure({
        kind: 'truncated',
        field: 'remainingLength',
        needed: 1,
        available: 0,
      });
    }
    const start = 1 + length.size;
    const declared = start + length.value;
    if (declared > frame.length) {
      throw new WireFailure({
        kind: 'truncated',
        field: 'body',
        needed: length.value,
        available: frame.length - start,
      });
    }
    if (declared < frame.length) {
      throw new WireFailure({ kind: 'frame_length_mismatch', declared, actual: frame.length });
    }
    return readBody(
      new ByteReader(frame.subarray(start, declared)),
      header,
      packetType,
      options.version,
      options.streamLayout ?? DEFAULT_STREAM_LAYOUT,
    );
  });
}
