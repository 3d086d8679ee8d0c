// Short-lived byte arrays (a frame being built, a verification string, a payload on its way to
// decryption) carved out of shared slabs, as Node's Buffer pool does. A typed array above 64 bytes
// gets its own off-heap backing store, and creating one costs more than all the work done on a
// 100-byte chat message (figures in the README's Benchmarks section). Slabs are never reused: a region is handed out once, zero-filled as a new array would be,
// and the slab is collected when its last view is gone. So a view may outlive anything, and the
// cost is memory: a view kept for long keeps its whole slab (16 KB) alive. Keep long-lived bytes
// in arrays of their own (`copyBytes`).

const SLAB_SIZE = 16 * 1024;
/** Larger arrays are not worth sharing a slab: they get their own. */
const POOLED_MAX = SLAB_SIZE / 4;

let slab = new Uint8Array(SLAB_SIZE);
let used = 0;

/** `size` zero bytes, as `new Uint8Array(size)`, usually as a view on a shared slab. */
export function pooledBytes(size: number): Uint8Array {
  if (size > POOLED_MAX) return new Uint8Array(size);
  if (used + size > SLAB_SIZE) {
    slab = new Uint8Array(SLAB_SIZE);
    used = 0;
  }
  const bytes = slab.subarray(used, used + size);
  used = (used + size + 7) & ~7; // 8-byte aligned, so a view can back wider typed arrays
  return bytes;
}

/** A copy of `view` in pooled memory. */
export function pooledCopy(view: Uint8Array): Uint8Array {
  const copy = pooledBytes(view.length);
  copy.set(view);
  return copy;
}
