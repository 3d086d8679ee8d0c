/** SENDs a connection may make: `perSecond` on average, `burst` at once. */
export interface RateLimit {
  perSecond: number;
  burst: number;
}

/** A token bucket per connection: a flood past the rate is answered SENDACK rateLimit. */
export class SendRateLimiter {
  private tokens: number;
  private updatedAt = 0;

  constructor(private readonly limit: RateLimit) {
    this.tokens = limit.burst;
  }

  take(nowMs: number): boolean {
    if (this.updatedAt !== 0) {
      const refill = ((nowMs - this.updatedAt) / 1000) * this.limit.perSecond;
      this.tokens = Math.min(this.limit.burst, this.tokens + refill);
    }
    this.updatedAt = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
