import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { CONTROL_TOKEN_HEADER } from '@storefront/contracts/control-api';

// The header is the control API's, defined once with its other shapes; the server's modules and
// tests take it from here with the guard's other names.
export { CONTROL_TOKEN_HEADER };
/** The file in DATA_DIR that holds the token of the running server (mode 0600). */
export const CONTROL_TOKEN_FILE = 'control-token';
/** A token given by MOCK_CONTROL_TOKEN must be at least this long, and only visible ASCII. */
export const CONTROL_TOKEN_MIN_LENGTH = 16;

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Host names a browser can only reach on this machine (a DNS-rebound name is none of them). */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/** A fresh token for one start of the server: 32 random bytes, base64url. */
export function newControlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Why a token given from outside cannot be used, or null when it can. */
export function controlTokenProblem(token: string): string | null {
  if (token.length < CONTROL_TOKEN_MIN_LENGTH)
    return `the control token must be at least ${CONTROL_TOKEN_MIN_LENGTH} characters`;
  if (!/^[\x21-\x7e]+$/.test(token))
    return 'the control token must be visible ASCII characters only (it travels in a header)';
  return null;
}

/** Writes DATA_DIR/control-token, readable by its owner only; answers the file's path. */
export async function writeControlTokenFile(dataDir: string, token: string): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, CONTROL_TOKEN_FILE);
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  // The mode of writeFile applies to a new file only; an older file keeps its own.
  await chmod(file, 0o600);
  return file;
}

export interface ControlRefusal {
  status: 401 | 403;
  error: string;
}

/**
 * Whether a /__mock request may go on. The control API moves money and reads reset codes, so a web
 * page must never reach it: loopback peers only (unless opened), no foreign Origin, no request a
 * browser marks as coming from another site (a different port on the same host is "same-site" to
 * a browser, so only same-origin passes), and the per-start token in a header, which no page can
 * know and no cross-origin page can send without a preflight this server never grants.
 */
export function controlRefusal(
  request: FastifyRequest,
  token: string,
  open: boolean,
): ControlRefusal | null {
  const refusal = placeRefusal(request, open);
  if (refusal) return refusal;
  const given = request.headers[CONTROL_TOKEN_HEADER];
  if (typeof given !== 'string' || given === '') {
    return {
      status: 401,
      error: `the control API needs the ${CONTROL_TOKEN_HEADER} header (the token is printed at start and kept in DATA_DIR/${CONTROL_TOKEN_FILE})`,
    };
  }
  if (!sameSecret(given, token)) {
    return { status: 401, error: `wrong ${CONTROL_TOKEN_HEADER}` };
  }
  return null;
}

/**
 * The checks of controlRefusal but the token: where the request comes from. The console's page
 * (/__console, which holds no data: every call it makes needs the token) answers when these pass.
 */
export function placeRefusal(request: FastifyRequest, open: boolean): ControlRefusal | null {
  if (!open && !LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) {
    return {
      status: 403,
      error: 'the control API answers on loopback only (set MOCK_CONTROL_OPEN=1)',
    };
  }
  const host = request.headers.host ?? '';
  if (!open && !LOOPBACK_HOST.test(host)) {
    return {
      status: 403,
      error: `the control API answers loopback host names only, not ${JSON.stringify(host)}`,
    };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${host}`) {
    return {
      status: 403,
      error: `the control API refuses requests from another origin (${JSON.stringify(origin)})`,
    };
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return {
      status: 403,
      error: `the control API refuses requests a browser sends for another site (sec-fetch-site: ${site})`,
    };
  }
  return null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
