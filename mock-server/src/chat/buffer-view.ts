/** A Buffer over the same memory (Buffer.from(uint8Array) would copy it), for Buffer's methods. */
export function bufferView(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
