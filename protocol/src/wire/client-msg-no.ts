/**
 * A fresh client message number: 32 lowercase hex digits shaped like a version-4 UUID without dashes,
 * as the official SDK makes them. Uses the Web Crypto random source (browsers and Node alike).
 */
export function newClientMsgNo(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}
