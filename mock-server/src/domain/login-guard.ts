import { fail } from './failure';
import { MAX_TRACKED_KEYS } from './limits';
import type { Guards, SecurityLimits } from './limits';

/**
 * The login limits (docs/security.md, "Logins a stranger cannot lock"), after OWASP's
 * Authentication Cheat Sheet (login throttling, account lockout without a denial of service) and
 * its device-cookie protocol:
 * - a login presented with a valid device cookie of the account is counted per cookie only: it
 *   meets no other limit and no wait, until the cookie has `loginFailures` failures in the window
 *   (then it counts as no cookie);
 * - any other login is refused (429) once its client has `loginFailures` failures on that account,
 *   or `loginClientFailures` on any accounts, within `loginWindowMs`;
 * - past `loginAccountSlowAfter` failures of the account, or `loginGlobalFailures` across the shop
 *   within `loginGlobalWindowMs`, it waits before its password is checked (`loginDelayMs`), one
 *   client's waiting logins one after another: slower, never refused, for the owner too.
 * Every try is counted before its password is checked (tries sent all at once cannot slip past a
 * limit); a successful one is taken back.
 */
export interface LoginTicket {
  /** How long to wait before the password is checked. */
  readonly delayMs: number;
  /** Whose turn the wait takes: one client's delayed logins are checked one after another. */
  readonly turn: string;
  succeeded(): void;
  /** The try did not happen (an internal error): every count it added is taken back. */
  abandoned(): void;
}

/** Entries kept past a slow-down threshold: enough for the wait to reach its maximum. */
const PAST_THRESHOLD_KEPT = 64;
const EVERYWHERE = '*';

/** The wait `excess` failures past a slow-down threshold cost: base, doubling, at most the max. */
export function loginDelayMs(excess: number, limits: SecurityLimits): number {
  if (excess <= 0) return 0;
  return Math.min(limits.loginDelayMaxMs, limits.loginDelayBaseMs * 2 ** Math.min(excess - 1, 40));
}

/** A try with a valid device cookie of the account; undefined when that cookie is locked out. */
export function admitDevice(guards: Guards, nonce: string): LoginTicket | undefined {
  const { loginFailures: limit, loginWindowMs: window } = guards.limits;
  const key = `device\n${nonce}`;
  if (guards.loginsByDevice.waitMs(key, limit, window) > 0) return undefined;
  guards.loginsByDevice.add(key, limit, window);
  return {
    delayMs: 0,
    turn: key,
    // A new cookie replaces this one on success.
    succeeded: () => guards.loginsByDevice.forget(key),
    abandoned: () => guards.loginsByDevice.undo(key),
  };
}

/** A try from a client without a device cookie of the account: refused (429) or admitted. */
export function admitUntrusted(guards: Guards, account: string, client: string): LoginTicket {
  const limits = guards.limits;
  const window = limits.loginWindowMs;
  const pair = `${account}\n${client}`;
  const waitMs = Math.max(
    guards.loginsByPair.waitMs(pair, limits.loginFailures, window),
    guards.loginsByClient.waitMs(client, limits.loginClientFailures, window),
  );
  if (waitMs > 0) fail('too_many_logins', String(Math.ceil(waitMs / 1000)));
  const accountKept = limits.loginAccountSlowAfter + PAST_THRESHOLD_KEPT;
  const everywhereKept = limits.loginGlobalFailures + PAST_THRESHOLD_KEPT;
  guards.loginsByPair.add(pair, limits.loginFailures, window);
  guards.loginsByClient.add(client, limits.loginClientFailures, window);
  guards.loginsByAccount.add(account, accountKept, window);
  guards.loginsEverywhere.add(EVERYWHERE, everywhereKept, limits.loginGlobalWindowMs);
  const excess = Math.max(
    guards.loginsByAccount.count(account, window) - limits.loginAccountSlowAfter,
    guards.loginsEverywhere.count(EVERYWHERE, limits.loginGlobalWindowMs) -
      limits.loginGlobalFailures,
  );
  const takeBack = () => {
    guards.loginsByClient.undo(client);
    guards.loginsByAccount.undo(account);
    guards.loginsEverywhere.undo(EVERYWHERE);
  };
  return {
    delayMs: loginDelayMs(excess, limits),
    turn: client,
    succeeded: () => {
      guards.loginsByPair.forget(pair);
      takeBack();
    },
    abandoned: () => {
      guards.loginsByPair.undo(pair);
      takeBack();
    },
  };
}

/**
 * Waits `delayMs` after the turn's previous delayed login (real time, not the mock clock): a
 * client's waiting logins are checked one after another, so sending them all at once gains
 * nothing. Counting before the check bounds how many can wait (`loginClientFailures`).
 */
export async function waitTurn(guards: Guards, turn: string, delayMs: number): Promise<void> {
  const now = Date.now();
  const until = Math.max(now, guards.loginTurns.get(turn) ?? 0) + delayMs;
  guards.loginTurns.set(turn, until);
  if (guards.loginTurns.size > MAX_TRACKED_KEYS) {
    const oldest = guards.loginTurns.keys().next().value;
    if (oldest !== undefined) guards.loginTurns.delete(oldest);
  }
  await new Promise<void>((resolve) => setTimeout(resolve, until - now).unref());
  if (guards.loginTurns.get(turn) === until) guards.loginTurns.delete(turn);
}
