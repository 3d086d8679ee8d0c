import { randomBytes } from 'node:crypto';
import { CardAcquirer } from './card-acquirer';
import { clock } from './clock';

/**
 * The guessing and abuse limits of the API. Every number is in the contract (info, 429 answers),
 * in the table of docs/security.md, and adjustable for tests through `POST /__mock/limits`
 * (`DELETE /__mock/limits` restores these defaults).
 */
export interface SecurityLimits {
  /** Failed logins of one account from one client (address, IPv6 /64), or with one device
   * cookie, within `loginWindowMs`... */
  loginFailures: number;
  /** ...after which that client's (or that cookie's) logins of the account answer 429 until the
   * oldest of them is this old. */
  loginWindowMs: number;
  /** Failed logins from one client, whatever the accounts, within `loginWindowMs`: past it 429. */
  loginClientFailures: number;
  /** Failed logins of one account within `loginWindowMs` from clients without its device cookie,
   * after which each such login waits (`loginDelayBaseMs`, doubling): a delay, never a refusal. */
  loginAccountSlowAfter: number;
  /** Failed logins across the shop within `loginGlobalWindowMs` (spraying) after which every
   * login without a device cookie waits the same way. */
  loginGlobalFailures: number;
  loginGlobalWindowMs: number;
  /** The first wait past a slow-down threshold; each failure more doubles it, up to the max. */
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** Reset codes sent per client address (any e-mail addresses) within `codeWindowMs`... */
  codesPerWindow: number;
  /** ...and per e-mail address from one client. */
  codesPerAddressPerClient: number;
  codeWindowMs: number;
  /** One code per e-mail address and client this often (a refusal, HTTP 200). */
  codeResendMs: number;
  /** A reset code's life... */
  codeLifetimeMs: number;
  /** ...and the wrong tries that kill it. */
  codeTries: number;
  /** A reset is checked against the codes its own client asked for and the newest this many. */
  codesCheckedPerAddress: number;
  /** Password resets with a code (forgot_reset) per client within `resetWindowMs`: past it 429. */
  resetTriesPerClient: number;
  resetWindowMs: number;
  /** Registrations per client within `registerWindowMs`: past it 429. */
  registerPerClient: number;
  registerWindowMs: number;
  /** Wrong payment codes in a row that lock it, and for how long. */
  payCodeTries: number;
  payCodeLockMs: number;
  /** Card top-ups (rechargeCard) credited to one shopper in 24 hours, and their sum in cents. */
  cardTopUpsPerDay: number;
  cardTopUpCentsPerDay: number;
}

export const DEFAULT_LIMITS: Readonly<SecurityLimits> = Object.freeze({
  loginFailures: 10,
  loginWindowMs: 15 * 60 * 1000,
  loginClientFailures: 20,
  loginAccountSlowAfter: 20,
  loginGlobalFailures: 50,
  loginGlobalWindowMs: 5 * 60 * 1000,
  loginDelayBaseMs: 250,
  loginDelayMaxMs: 5000,
  codesPerWindow: 5,
  codesPerAddressPerClient: 3,
  codeWindowMs: 60 * 60 * 1000,
  codeResendMs: 60 * 1000,
  codeLifetimeMs: 10 * 60 * 1000,
  codeTries: 5,
  codesCheckedPerAddress: 3,
  resetTriesPerClient: 10,
  resetWindowMs: 15 * 60 * 1000,
  registerPerClient: 20,
  registerWindowMs: 60 * 60 * 1000,
  payCodeTries: 5,
  payCodeLockMs: 15 * 60 * 1000,
  cardTopUpsPerDay: 5,
  cardTopUpCentsPerDay: 5000_00,
});

/** Keys a window keeps at most (e-mail addresses and client addresses); the oldest go first. */
export const MAX_TRACKED_KEYS = 100_000;

/**
 * Recent events per key (failed logins of an account, codes sent to an address...), at most
 * `limit` timestamps each and at most MAX_TRACKED_KEYS keys, so a client spraying names cannot
 * grow the server's memory without bound. Kept in memory: a restart forgets them.
 */
export class EventWindow {
  private readonly events = new Map<string, number[]>();

  /** Milliseconds until one more event is allowed (0: allowed now). */
  waitMs(key: string, limit: number, windowMs: number): number {
    const recent = this.recent(key, windowMs);
    if (recent.length < limit) return 0;
    const oldestThatCounts = recent[recent.length - limit] ?? clock.now();
    return Math.max(1, oldestThatCounts + windowMs - clock.now());
  }

  add(key: string, limit: number, windowMs: number): void {
    const recent = this.recent(key, windowMs);
    recent.push(clock.now());
    if (recent.length > Math.max(1, limit)) recent.splice(0, recent.length - Math.max(1, limit));
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > MAX_TRACKED_KEYS) {
      const oldest = this.events.keys().next().value;
      if (oldest !== undefined) this.events.delete(oldest);
    }
  }

  /** Events of `key` within the window (at most the `limit` it was added with). */
  count(key: string, windowMs: number): number {
    return this.recent(key, windowMs).length;
  }

  /** Takes back the latest event of `key` (a try that turned out not to count). */
  undo(key: string): void {
    const recent = this.events.get(key);
    recent?.pop();
    if (recent?.length === 0) this.events.delete(key);
  }

  forget(key: string): void {
    this.events.delete(key);
  }

  clear(): void {
    this.events.clear();
  }

  get size(): number {
    return this.events.size;
  }

  private recent(key: string, windowMs: number): number[] {
    const since = clock.now() - windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }
}

/** One app's limits and the windows they are counted in, the per-start key of its device cookies,
 * and the mock card acquirer's switch (see card-acquirer.ts). */
export class Guards {
  limits: SecurityLimits = { ...DEFAULT_LIMITS };
  /** Failed logins per account (every client): the account-wide slow-down. */
  readonly loginsByAccount = new EventWindow();
  /** Failed logins per account and client (`account\nclient`). */
  readonly loginsByPair = new EventWindow();
  /** Failed logins per client, whatever the account. */
  readonly loginsByClient = new EventWindow();
  /** Failed logins presented with a valid device cookie, per cookie nonce. */
  readonly loginsByDevice = new EventWindow();
  /** Failed logins across the shop (one key). */
  readonly loginsEverywhere = new EventWindow();
  /** Wrong old passwords of a password change, per account. */
  readonly oldPasswordsByAccount = new EventWindow();
  /** When each client's next delayed login may be checked (milliseconds, real time). */
  readonly loginTurns = new Map<string, number>();
  readonly codesByClient = new EventWindow();
  /** Codes asked per e-mail address and client (`address\nclient`). */
  readonly codesByPair = new EventWindow();
  readonly resetsByClient = new EventWindow();
  readonly registersByClient = new EventWindow();
  /** Signs device cookies; drawn at each start, so a restart forgets every device. */
  readonly deviceKey: Buffer = randomBytes(32);
  readonly acquirer = new CardAcquirer();

  /** Changes some limits (control API); the counts so far stay. */
  set(change: Partial<SecurityLimits>): SecurityLimits {
    for (const [name, value] of Object.entries(change)) {
      if (Object.hasOwn(DEFAULT_LIMITS, name) && Number.isSafeInteger(value) && value >= 0) {
        this.limits[name as keyof SecurityLimits] = value;
      }
    }
    return { ...this.limits };
  }

  /** Back to the defaults, counts forgotten. */
  restore(): SecurityLimits {
    this.limits = { ...DEFAULT_LIMITS };
    this.clearCounts();
    return { ...this.limits };
  }

  clearCounts(): void {
    for (const window of [
      this.loginsByAccount,
      this.loginsByPair,
      this.loginsByClient,
      this.loginsByDevice,
      this.loginsEverywhere,
      this.oldPasswordsByAccount,
      this.codesByClient,
      this.codesByPair,
      this.resetsByClient,
      this.registersByClient,
    ]) {
      window.clear();
    }
    this.loginTurns.clear();
  }
}
