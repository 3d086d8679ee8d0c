import { clock } from './clock';

/**
 * The guessing limits of the API, as trusted identity services set them. Every number is in the
 * contract (info, 429 answers), in the README's security table, and adjustable for tests through
 * `POST /__mock/limits` (`DELETE /__mock/limits` restores these defaults).
 */
export interface SecurityLimits {
  /** Failed logins of one account, or from one client address, within `loginWindowMs`... */
  loginFailures: number;
  /** ...after which logins answer 429 until the oldest of them is this old. */
  loginWindowMs: number;
  /** Reset codes sent per e-mail address, and per client address, within `codeWindowMs`. */
  codesPerWindow: number;
  codeWindowMs: number;
  /** One code per address this often (a refusal, HTTP 200). */
  codeResendMs: number;
  /** A reset code's life... */
  codeLifetimeMs: number;
  /** ...and the wrong tries that kill it. */
  codeTries: number;
  /** Wrong payment codes in a row that lock it, and for how long. */
  payCodeTries: number;
  payCodeLockMs: number;
}

export const DEFAULT_LIMITS: Readonly<SecurityLimits> = Object.freeze({
  loginFailures: 10,
  loginWindowMs: 15 * 60 * 1000,
  codesPerWindow: 5,
  codeWindowMs: 60 * 60 * 1000,
  codeResendMs: 60 * 1000,
  codeLifetimeMs: 10 * 60 * 1000,
  codeTries: 5,
  payCodeTries: 5,
  payCodeLockMs: 15 * 60 * 1000,
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

/** One app's limits and the windows they are counted in. */
export class Guards {
  limits: SecurityLimits = { ...DEFAULT_LIMITS };
  readonly loginsByAccount = new EventWindow();
  readonly loginsByClient = new EventWindow();
  readonly codesByAddress = new EventWindow();
  readonly codesByClient = new EventWindow();

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
    this.loginsByAccount.clear();
    this.loginsByClient.clear();
    this.codesByAddress.clear();
    this.codesByClient.clear();
  }
}
