import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clock } from './clock';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a cookie naming that account, signed by the server, and keeps
 * getting in with the right password while strangers' failures slow or refuse everyone else.
 * The value is `v1.<user id>.<nonce>.<issued, Unix seconds>.<HMAC-SHA256>`, the HMAC keyed with a
 * secret drawn at each start (Guards.deviceKey): a restart forgets every device.
 */
export const DEVICE_COOKIE = 'sf_device';
export const DEVICE_COOKIE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Sent only with logins: no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/user/login';

export interface DeviceClaim {
  userId: number;
  nonce: string;
}

const sign = (key: Buffer, payload: string): Buffer =>
  createHmac('sha256', key).update(`device-cookie:${payload}`).digest();

export function issueDeviceCookie(key: Buffer, userId: number): string {
  const payload = `v1.${userId}.${randomBytes(16).toString('base64url')}.${Math.floor(clock.now() / 1000)}`;
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** The account and nonce of a device cookie this start signed and that is not older than its
 * lifetime; undefined for anything else. */
export function readDeviceCookie(key: Buffer, value: string | undefined): DeviceClaim | undefined {
  if (!value || value.length > 200) return undefined;
  const match =
    /^(v1\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(
      value,
    );
  if (!match) return undefined;
  const [, payload = '', userId = '', nonce = '', issued = '', mac = ''] = match;
  // Compared as the text it was issued as: base64url's last character carries two spare bits, so
  // decoding first would take four spellings of one signature.
  const expected = Buffer.from(sign(key, payload).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issuedMs = Number(issued) * 1000;
  if (issuedMs > clock.now() + 60_000 || clock.now() - issuedMs > DEVICE_COOKIE_LIFETIME_MS) {
    return undefined;
  }
  return { userId: Number(userId), nonce };
}
