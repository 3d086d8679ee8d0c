import type { PayloadCipher } from './chat-crypto';
import { AES_BLOCK_LENGTH, assertCiphertextLength } from './lengths';
import { pooledBytes } from '../wire/byte-pool';
import { read32, write32 } from '../wire/big-endian';
import { paddedLength, withoutPadding, writePadded } from './pkcs7';

// AES-128-CBC/PKCS7 under one key and IV for a whole connection, for both backends: the key
// schedules are expanded once, and every message runs the chain over FIPS 197's table form of the
// rounds (four 1 KB tables each way), writing into pooled bytes. Bytes are read one at a time, so
// neither alignment nor the host's byte order matters.
//
// Why not a library's: the gateway makes four AES passes over 50 to 200 bytes per chat message,
// over a thousand connections. Node's OpenSSL binding allocates an off-heap buffer per call, and that allocation
// and its collection cost more than the AES itself; @noble/ciphers' core looks up 512 KB of merged
// tables (built at start-up, a cost the web app paid too), which a busy server keeps evicting from
// its caches. Measured in the chat bench (mock-server/README.md). The rounds are the textbook
// ones; aes-cbc.test.ts holds every byte to OpenSSL and to FIPS 197's example.

const SBOX = new Uint8Array(256);
const INV_SBOX = new Uint8Array(256);
const TE0 = new Uint32Array(256);
const TE1 = new Uint32Array(256);
const TE2 = new Uint32Array(256);
const TE3 = new Uint32Array(256);
const TD0 = new Uint32Array(256);
const TD1 = new Uint32Array(256);
const TD2 = new Uint32Array(256);
const TD3 = new Uint32Array(256);
const ROUND_CONSTANTS = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36];
const ROUNDS = 10;
const SCHEDULE_WORDS = 4 * (ROUNDS + 1);

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let i = 0; i < 8; i++) {
    if (b & 1) product ^= a;
    a = (a << 1) ^ (a & 0x80 ? 0x11b : 0);
    b >>= 1;
  }
  return product;
}

function rotateRight(word: number, bits: number): number {
  return ((word >>> bits) | (word << (32 - bits))) >>> 0;
}

(function buildTables() {
  // The S-box: the multiplicative inverse (0 for 0) followed by the affine map (FIPS 197 §5.1.1).
  // Inverses through powers of the generator 3: x = 3^i has the inverse 3^(255 - i).
  const power = new Uint8Array(255);
  const logarithm = new Uint8Array(256);
  for (let i = 0, x = 1; i < 255; i++, x = multiply(x, 3)) {
    power[i] = x;
    logarithm[x] = i;
  }
  for (let x = 0; x < 256; x++) {
    const inverse = x === 0 ? 0 : power[(255 - logarithm[x]!) % 255]!;
    let s = inverse;
    for (let shift = 1; shift <= 4; shift++) {
      s ^= ((inverse << shift) | (inverse >>> (8 - shift))) & 0xff;
    }
    SBOX[x] = s ^ 0x63;
  }
  for (let x = 0; x < 256; x++) {
    INV_SBOX[SBOX[x]!] = x;
    const s = SBOX[x]!;
    const e = ((multiply(s, 2) << 24) | (s << 16) | (s << 8) | multiply(s, 3)) >>> 0;
    TE0[x] = e;
    TE1[x] = rotateRight(e, 8);
    TE2[x] = rotateRight(e, 16);
    TE3[x] = rotateRight(e, 24);
  }
  // INV_SBOX is complete only now.
  for (let x = 0; x < 256; x++) {
    const i = INV_SBOX[x]!;
    const d =
      ((multiply(i, 14) << 24) |
        (multiply(i, 9) << 16) |
        (multiply(i, 13) << 8) |
        multiply(i, 11)) >>>
      0;
    TD0[x] = d;
    TD1[x] = rotateRight(d, 8);
    TD2[x] = rotateRight(d, 16);
    TD3[x] = rotateRight(d, 24);
  }
})();

function subWord(word: number): number {
  return (
    ((SBOX[word >>> 24]! << 24) |
      (SBOX[(word >>> 16) & 0xff]! << 16) |
      (SBOX[(word >>> 8) & 0xff]! << 8) |
      SBOX[word & 0xff]!) >>>
    0
  );
}

/** The 44 round-key words of a 16-byte key (FIPS 197 §5.2). */
function encryptionSchedule(key: Uint8Array): Uint32Array {
  const schedule = new Uint32Array(SCHEDULE_WORDS);
  for (let i = 0; i < 4; i++) schedule[i] = read32(key, 4 * i);
  for (let i = 4; i < SCHEDULE_WORDS; i++) {
    let t = schedule[i - 1]!;
    if (i % 4 === 0) t = subWord(rotateRight(t, 24)) ^ (ROUND_CONSTANTS[i / 4 - 1]! << 24);
    schedule[i] = schedule[i - 4]! ^ t;
  }
  return schedule;
}

/** The equivalent inverse cipher's schedule (§5.3.5): rounds reversed, InvMixColumns on 1..9. */
function decryptionSchedule(encryption: Uint32Array): Uint32Array {
  const schedule = new Uint32Array(SCHEDULE_WORDS);
  for (let round = 0; round <= ROUNDS; round++) {
    for (let j = 0; j < 4; j++) {
      let word = encryption[4 * (ROUNDS - round) + j]!;
      if (round > 0 && round < ROUNDS) {
        word =
          TD0[SBOX[word >>> 24]!]! ^
          TD1[SBOX[(word >>> 16) & 0xff]!]! ^
          TD2[SBOX[(word >>> 8) & 0xff]!]! ^
          TD3[SBOX[word & 0xff]!]!;
      }
      schedule[4 * round + j] = word >>> 0;
    }
  }
  return schedule;
}

export class AesCbcCipher implements PayloadCipher {
  private readonly encryption: Uint32Array;
  private readonly decryption: Uint32Array;
  private readonly ivWords: Uint32Array;

  constructor(key: Uint8Array, iv: Uint8Array) {
    this.encryption = encryptionSchedule(key);
    this.decryption = decryptionSchedule(this.encryption);
    this.ivWords = Uint32Array.of(read32(iv, 0), read32(iv, 4), read32(iv, 8), read32(iv, 12));
  }

  encrypt(plaintext: Uint8Array): Uint8Array {
    const out = pooledBytes(paddedLength(plaintext.length));
    writePadded(plaintext, out);
    const k = this.encryption;
    const iv = this.ivWords;
    // The tables as locals: V8 then keeps them in registers through the rounds (measured a third
    // faster than reading the module's constants in the loop).
    const te0 = TE0;
    const te1 = TE1;
    const te2 = TE2;
    const te3 = TE3;
    const box = SBOX;
    let c0 = iv[0]!;
    let c1 = iv[1]!;
    let c2 = iv[2]!;
    let c3 = iv[3]!;
    for (let at = 0; at < out.length; at += AES_BLOCK_LENGTH) {
      let s0 = read32(out, at) ^ c0 ^ k[0]!;
      let s1 = read32(out, at + 4) ^ c1 ^ k[1]!;
      let s2 = read32(out, at + 8) ^ c2 ^ k[2]!;
      let s3 = read32(out, at + 12) ^ c3 ^ k[3]!;
      for (let r = 4; r < 4 * ROUNDS; r += 4) {
        const t0 =
          te0[s0 >>> 24]! ^
          te1[(s1 >>> 16) & 0xff]! ^
          te2[(s2 >>> 8) & 0xff]! ^
          te3[s3 & 0xff]! ^
          k[r]!;
        const t1 =
          te0[s1 >>> 24]! ^
          te1[(s2 >>> 16) & 0xff]! ^
          te2[(s3 >>> 8) & 0xff]! ^
          te3[s0 & 0xff]! ^
          k[r + 1]!;
        const t2 =
          te0[s2 >>> 24]! ^
          te1[(s3 >>> 16) & 0xff]! ^
          te2[(s0 >>> 8) & 0xff]! ^
          te3[s1 & 0xff]! ^
          k[r + 2]!;
        const t3 =
          te0[s3 >>> 24]! ^
          te1[(s0 >>> 16) & 0xff]! ^
          te2[(s1 >>> 8) & 0xff]! ^
          te3[s2 & 0xff]! ^
          k[r + 3]!;
        s0 = t0;
        s1 = t1;
        s2 = t2;
        s3 = t3;
      }
      const last = 4 * ROUNDS;
      c0 = lastRound(s0, s1, s2, s3, box) ^ k[last]!;
      c1 = lastRound(s1, s2, s3, s0, box) ^ k[last + 1]!;
      c2 = lastRound(s2, s3, s0, s1, box) ^ k[last + 2]!;
      c3 = lastRound(s3, s0, s1, s2, box) ^ k[last + 3]!;
      write32(out, at, c0);
      write32(out, at + 4, c1);
      write32(out, at + 8, c2);
      write32(out, at + 12, c3);
    }
    return out;
  }

  decrypt(ciphertext: Uint8Array): Uint8Array {
    assertCiphertextLength(ciphertext);
    const out = pooledBytes(ciphertext.length);
    const k = this.decryption;
    const iv = this.ivWords;
    // Locals, as in encrypt().
    const td0 = TD0;
    const td1 = TD1;
    const td2 = TD2;
    const td3 = TD3;
    const inverseBox = INV_SBOX;
    let p0 = iv[0]!;
    let p1 = iv[1]!;
    let p2 = iv[2]!;
    let p3 = iv[3]!;
    for (let at = 0; at < ciphertext.length; at += AES_BLOCK_LENGTH) {
      const c0 = read32(ciphertext, at);
      const c1 = read32(ciphertext, at + 4);
      const c2 = read32(ciphertext, at + 8);
      const c3 = read32(ciphertext, at + 12);
      let s0 = c0 ^ k[0]!;
      let s1 = c1 ^ k[1]!;
      let s2 = c2 ^ k[2]!;
      let s3 = c3 ^ k[3]!;
      for (let r = 4; r < 4 * ROUNDS; r += 4) {
        const t0 =
          td0[s0 >>> 24]! ^
          td1[(s3 >>> 16) & 0xff]! ^
          td2[(s2 >>> 8) & 0xff]! ^
          td3[s1 & 0xff]! ^
          k[r]!;
        const t1 =
          td0[s1 >>> 24]! ^
          td1[(s0 >>> 16) & 0xff]! ^
          td2[(s3 >>> 8) & 0xff]! ^
          td3[s2 & 0xff]! ^
          k[r + 1]!;
        const t2 =
          td0[s2 >>> 24]! ^
          td1[(s1 >>> 16) & 0xff]! ^
          td2[(s0 >>> 8) & 0xff]! ^
          td3[s3 & 0xff]! ^
          k[r + 2]!;
        const t3 =
          td0[s3 >>> 24]! ^
          td1[(s2 >>> 16) & 0xff]! ^
          td2[(s1 >>> 8) & 0xff]! ^
          td3[s0 & 0xff]! ^
          k[r + 3]!;
        s0 = t0;
        s1 = t1;
        s2 = t2;
        s3 = t3;
      }
      const last = 4 * ROUNDS;
      write32(out, at, lastRound(s0, s3, s2, s1, inverseBox) ^ k[last]! ^ p0);
      write32(out, at + 4, lastRound(s1, s0, s3, s2, inverseBox) ^ k[last + 1]! ^ p1);
      write32(out, at + 8, lastRound(s2, s1, s0, s3, inverseBox) ^ k[last + 2]! ^ p2);
      write32(out, at + 12, lastRound(s3, s2, s1, s0, inverseBox) ^ k[last + 3]! ^ p3);
      p0 = c0;
      p1 = c1;
      p2 = c2;
      p3 = c3;
    }
    return withoutPadding(out);
  }
}

/** The last round's SubBytes and ShiftRows for one column: a byte from each of four words. */
function lastRound(a: number, b: number, c: number, d: number, box: Uint8Array): number {
  return (
    (box[a >>> 24]! << 24) |
    (box[(b >>> 16) & 0xff]! << 16) |
    (box[(c >>> 8) & 0xff]! << 8) |
    box[d & 0xff]!
  );
}
