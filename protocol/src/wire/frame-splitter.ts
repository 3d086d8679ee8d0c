import { copyBytes } from './copy-bytes';
import { headerPacketType, isSingleBytePacket } from './frame-header';
import { isKnownPacketType } from './packet-type';
import { readVarint } from './varint';
import type { WireError } from './wire-error';

/** Largest remaining length accepted by default: 1 MiB, WuKongIM's own limit. */
export const DEFAULT_MAX_REMAINING_LENGTH = 1024 * 1024;

export interface FrameSplitterOptions {
  /** Frames whose remaining length is above this are garbage (default 1 MiB). */
  maxRemainingLength?: number;
}

export type SplitResult =
  | { ok: true; frames: Uint8Array[] }
  /** `frames` holds the complete frames that came before the garbage. */
  | { ok: false; error: WireError; frames: Uint8Array[] };

type FrameScan =
  | { status: 'frame'; size: number }
  /** `size`: the whole frame's size once the header says it, else one byte more than there is. */
  | { status: 'incomplete'; size: number }
  | { status: 'garbage'; error: WireError };

/**
 * Cuts a byte stream (WebSocket messages, TCP reads) into frames: buffers an incomplete packet until
 * the rest arrives and splits chunks that hold several. Garbage (an unknown packet type, a remaining
 * length with a fifth continuation byte or above the maximum) is an error result, never a throw; from
 * then on the stream is broken and every push returns that error: close or reconnect.
 *
 * Returned frames are views on the pushed bytes; decode them before reusing those buffers.
 */
export class FrameSplitter {
  // Bytes of an incomplete frame, kept as separate chunks and joined once the frame is complete, so
  // a large frame arriving in many small chunks is copied once, not once per chunk.
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private pendingNeeds = 0;
  private failure: WireError | undefined;
  private readonly maxRemainingLength: number;

  constructor(options: FrameSplitterOptions = {}) {
    this.maxRemainingLength = options.maxRemainingLength ?? DEFAULT_MAX_REMAINING_LENGTH;
  }

  /** The error that broke the stream, if any. */
  get error(): WireError | undefined {
    return this.failure;
  }

  /** Bytes held back, waiting for the rest of a frame. */
  get bufferedBytes(): number {
    return this.pendingBytes;
  }

  push(chunk: Uint8Array): SplitResult {
    if (this.failure) return { ok: false, error: this.failure, frames: [] };
    if (chunk.length === 0) return { ok: true, frames: [] };
    let data = chunk;
    if (this.pendingBytes > 0) {
      // Own a copy: the caller may reuse the chunk's buffer before the frame completes.
      this.pending.push(copyBytes(chunk));
      this.pendingBytes += chunk.length;
      if (this.pendingBytes < this.pendingNeeds) return { ok: true, frames: [] };
      data = concat(this.pending, this.pendingBytes);
      this.pending = [];
      this.pendingBytes = 0;
    }
    const frames: Uint8Array[] = [];
    let offset = 0;
    // Each turn either consumes at least one byte or leaves the loop: no endless loop.
    while (offset < data.length) {
      const scan = this.scan(data, offset);
      if (scan.status === 'incomplete') {
        this.pending = [copyBytes(data.subarray(offset))];
        this.pendingBytes = data.length - offset;
        this.pendingNeeds = scan.size;
        break;
      }
      if (scan.status === 'garbage') {
        this.failure = scan.error;
        this.pending = [];
        this.pendingBytes = 0;
        return { ok: false, error: scan.error, frames };
      }
      frames.push(data.subarray(offset, offset + scan.size));
      offset += scan.size;
    }
    return { ok: true, frames };
  }

  private scan(data: Uint8Array, offset: number): FrameScan {
    const header = data[offset] ?? 0;
    const packetType = headerPacketType(header);
    if (!isKnownPacketType(packetType)) {
      return { status: 'garbage', error: { kind: 'unknown_packet_type', packetType } };
    }
    if (isSingleBytePacket(packetType)) return { status: 'frame', size: 1 };
    const length = readVarint(data, offset + 1);
    if (length.status === 'incomplete')
      return { status: 'incomplete', size: data.length - offset + 1 };
    if (length.status === 'impossible') {
      return { status: 'garbage', error: { kind: 'impossible_varint' } };
    }
    if (length.value > this.maxRemainingLength) {
      return {
        status: 'garbage',
        error: { kind: 'frame_too_large', length: length.value, max: this.maxRemainingLength },
      };
    }
    const size = 1 + length.size + length.value;
    return offset + size <= data.length
      ? { status: 'frame', size }
      : { status: 'incomplete', size };
  }
}

function concat(parts: Uint8Array[], total: number): Uint8Array {
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
