/**
 * Everything that can go wrong while reading or writing the wire format, as a value. Decoding never
 * throws at its callers: a short, malformed or hostile buffer comes back as one of these.
 */
export type WireError =
  /** The buffer ends before the field is complete. */
  | { kind: 'truncated'; field: string; needed: number; available: number }
  /** A string field holds bytes that are not UTF-8. */
  | { kind: 'malformed_utf8'; field: string }
  /** A remaining length with a fifth continuation byte (at most four 7-bit groups exist). */
  | { kind: 'impossible_varint' }
  /** A remaining length above the accepted maximum. */
  | { kind: 'frame_too_large'; length: number; max: number }
  /** A header whose packet type is Reserved or above SUBACK. */
  | { kind: 'unknown_packet_type'; packetType: number }
  /** A frame longer than its header says (decodePacket takes exactly one frame). */
  | { kind: 'frame_length_mismatch'; declared: number; actual: number }
  /**
   * A number that does not fit its field: when encoding, or when decoding a u64 kept as a number
   * (messageSeq from version 6) above 2^53-1.
   */
  | { kind: 'out_of_range'; field: string; value: string }
  /** A string longer than the 65535 bytes its u16 length prefix can say (encoding only). */
  | { kind: 'string_too_long'; field: string; bytes: number };

/**
 * What a SEND whose body failed to decode had given before the failure: its clientSeq, and its
 * clientMsgNo when that was read too. Enough for a server to answer SENDACK payloadDecodeError
 * (matched by clientSeq) instead of closing the connection.
 */
export interface PartialSend {
  clientSeq: number;
  clientMsgNo?: string;
}

export type WireResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: WireError;
      /** Only from decodePacket, for a SEND that failed after its clientSeq was read. */
      partialSend?: PartialSend;
    };

/**
 * Carries a WireError up from deep inside the reader or writer to the one public entry point that
 * turns it into a WireResult. Never escapes this package's public functions.
 */
export class WireFailure extends Error {
  constructor(
    readonly wireError: WireError,
    readonly partialSend?: PartialSend,
  ) {
    super(describeWireError(wireError));
    this.name = 'WireFailure';
  }
}

/** Runs a reader/writer step and turns a WireFailure into an error result; other errors are bugs. */
export function captureWireFailure<T>(step: () => T): WireResult<T> {
  try {
    return { ok: true, value: step() };
  } catch (e) {
    if (e instanceof WireFailure) {
      return e.partialSend
        ? { ok: false, error: e.wireError, partialSend: e.partialSend }
        : { ok: false, error: e.wireError };
    }
    throw e;
  }
}

/** One line a developer can act on. */
export function describeWireError(error: WireError): string {
  switch (error.kind) {
    case 'truncated':
      return `truncated ${error.field}: needs ${error.needed} byte(s), ${error.available} left`;
    case 'malformed_utf8':
      return `${error.field} is not valid UTF-8`;
    case 'impossible_varint':
      return 'remaining length runs past four bytes';
    case 'frame_too_large':
      return `remaining length ${error.length} exceeds ${error.max}`;
    case 'unknown_packet_type':
      return `unknown packet type ${error.packetType}`;
    case 'frame_length_mismatch':
      return `frame of ${error.actual} bytes, header says ${error.declared}`;
    case 'out_of_range':
      return `${error.field} out of range: ${error.value}`;
    case 'string_too_long':
      return `${error.field} is ${error.bytes} UTF-8 bytes, at most 65535 fit`;
  }
}
