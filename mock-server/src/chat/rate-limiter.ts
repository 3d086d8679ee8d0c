/** What a connection may spend: `perSecond` on average, `burst` at once (SENDs, or bytes). */
export interface RateLimit {
  perSecond: number;
  burst: number;
}

/**
 * A token bucket per connection: a flood past the rate is answered SENDACK rateLimit. One bucket
 * counts SENDs, another their payload bytes. The limit is read on every take (a function), so a
 * change through `/__mock/chat/limits` applies to open connections.
 */
export class SendRateLimiter {
  private tokens: number;
  private updatedAt = 0;
  private readonly limit: () => RateLimit;

  constructor(limit: RateLimit | (() => RateLimit)) {
    this.limit = typeof limit === 'function' ? limit : () => limit;
    this.tokens = this.limit().burst;
  }

  /** Takes `amount` (default 1) if the bucket holds it; a refused take takes nothing. */
  take(nowMs: number, amount = 1): boolean {
    const limit = this.limit();
    if (this.updatedAt !== 0) {
      const refill = ((nowMs - this.updatedAt) / 1000) * limit.perSecond;
      this.tokens = Math.min(limit.burst, this.tokens + refill);
    } else {
      this.tokens = Math.min(this.tokens, limit.burst);
    }
    this.updatedAt = nowMs;
    if (this.tokens < amount) return false;
    this.tokens -= amount;
    return true;
  }
}
