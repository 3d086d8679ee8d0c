// UTF-8 for the short fields of chat packets (ids, msgKeys, verification prefixes), written
// straight into the frame or verification buffer being built, rather than one new array per field
// from `TextEncoder.encode` and a copy.

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Most bytes `text` can take in UTF-8: 3 per UTF-16 unit. */
export function maxUtf8Length(text: string): number {
  return text.length * 3;
}

/**
 * Writes `text` as UTF-8 at `offset` and returns the bytes written. `target` must have room for
 * `maxUtf8Length(text)` bytes from `offset`. Lone surrogates become U+FFFD, as TextEncoder does.
 */
export function writeUtf8(text: string, target: Uint8Array, offset: number): number {
  return encoder.encodeInto(text, offset === 0 ? target : target.subarray(offset)).written;
}

/**
 * Reads `bytes[start, end)` as UTF-8; throws a TypeError on malformed UTF-8 (the decoder is fatal,
 * and a BOM is kept as a character). TextDecoder beats a loop even on a short ASCII id.
 */
export function readUtf8(bytes: Uint8Array, start: number, end: number): string {
  return decoder.decode(bytes.subarray(start, end));
}
