import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^14 (Node's default cost); the salt and parameters are stored with the hash so the
// cost can change later without invalidating old hashes.
const COST = 16384;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$<N>$<salt hex>$<key hex>" */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, COST);
  return `scrypt$${COST}$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await derive(secret, Buffer.from(salt, 'hex'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An unguessable token: 32 random bytes, hex. */
export function randomToken(): string {
  return randomBytes(32).toString('hex');
}

/** A six-digit one-time code for e-mails. */
export function randomDigits(length = 6): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => String(byte % 10)).join('');
}
