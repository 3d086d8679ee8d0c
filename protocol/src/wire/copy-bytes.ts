/**
 * A fresh Uint8Array holding a copy of `view`. Not `view.slice()`: on a Node Buffer (what `ws` and
 * `net` hand over) slice() is a view on the same memory, which the caller may reuse.
 */
export function copyBytes(view: Uint8Array): Uint8Array {
  return new Uint8Array(view);
}
