// Big-endian bytes for hand-made test vectors, by plain arithmetic: independent of the codec's own
// ByteWriter, so a vector built with these checks the codec rather than itself.

export const be = (value: bigint, size: number): number[] =>
  Array.from({ length: size }, (_, i) => Number((value >> BigInt(8 * (size - 1 - i))) & 0xffn));

export const u32 = (n: number): number[] => be(BigInt(n), 4);

export const u64 = (n: bigint): number[] => be(n, 8);

/** A u16 byte length, then the UTF-8 bytes. */
export const str = (s: string): number[] => {
  const bytes = Array.from(new TextEncoder().encode(s));
  return [...be(BigInt(bytes.length), 2), ...bytes];
};
