import type { ChatLimits } from './chat-limits';
import { SendRateLimiter, type RateLimit } from './rate-limiter';

/** One uid's buckets, and when one of them was last taken from (ms). */
interface Budget {
  sends: SendRateLimiter;
  bytes: SendRateLimiter;
  stored: SendRateLimiter;
  usedAt: number;
}

/**
 * What each uid may spend, shared by all of its connections (docs/chat.md, "Limits and
 * deadlines"): SENDs and their payload bytes (`sendRate`, `byteRate`), and for shoppers the bytes
 * of the messages they store (`shopperStoredBytes`). A uid's buckets outlive its connections, so
 * reconnecting gives no fresh burst; `prune` forgets those that have refilled, which is the same
 * as keeping them. The limits are read on every take: a change through `/__mock/chat/limits`
 * applies at once.
 */
export class UidBudgets {
  private readonly budgets = new Map<string, Budget>();

  constructor(private readonly limits: () => ChatLimits) {}

  /** One SEND of `payloadBytes` by `uid`; false: refused (SENDACK rateLimit). */
  takeSend(uid: string, nowMs: number, payloadBytes: number): boolean {
    const budget = this.budgetOf(uid, nowMs);
    return budget.sends.take(nowMs) && budget.bytes.take(nowMs, payloadBytes);
  }

  /** A message of `storedBytes` a shopper stores; false: refused (SENDACK rateLimit). */
  takeStored(uid: string, nowMs: number, storedBytes: number): boolean {
    return this.budgetOf(uid, nowMs).stored.take(nowMs, storedBytes);
  }

  /** Forgets the buckets that are full again by `nowMs` (the gateway's sweep). */
  prune(nowMs: number): void {
    const limits = this.limits();
    const refillMs = Math.max(
      refillTimeMs(limits.sendRate),
      refillTimeMs(limits.byteRate),
      refillTimeMs(limits.shopperStoredBytes),
    );
    for (const [uid, budget] of this.budgets) {
      if (nowMs - budget.usedAt >= refillMs) this.budgets.delete(uid);
    }
  }

  /** Uids with a bucket not yet refilled (tests). */
  get size(): number {
    return this.budgets.size;
  }

  private budgetOf(uid: string, nowMs: number): Budget {
    let budget = this.budgets.get(uid);
    if (!budget) {
      budget = {
        sends: new SendRateLimiter(() => this.limits().sendRate),
        bytes: new SendRateLimiter(() => this.limits().byteRate),
        stored: new SendRateLimiter(() => this.limits().shopperStoredBytes),
        usedAt: nowMs,
      };
      this.budgets.set(uid, budget);
    }
    budget.usedAt = nowMs;
    return budget;
  }
}

/** How long an empty bucket takes to fill (ms); infinite when it never refills. */
function refillTimeMs(limit: RateLimit): number {
  if (limit.burst <= 0) return 0;
  return limit.perSecond > 0 ? (limit.burst / limit.perSecond) * 1000 : Number.POSITIVE_INFINITY;
}
