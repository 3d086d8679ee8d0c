/**
 * Paces outgoing chat messages: at most `batchSize` deliveries in any `intervalMs` window, so a burst
 * (a reconnect flushing many unacknowledged messages, a load test) never floods the socket. Within
 * the budget a message leaves at once; beyond it, it waits for the window to slide.
 */
export class SendPacer<T> {
  private readonly waiting: T[] = [];
  /** Delivery times of the last `batchSize` deliveries. */
  private readonly recent: number[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deliver: (item: T) => void,
    private readonly intervalMs: number,
    private readonly batchSize: number,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  enqueue(item: T): void {
    this.waiting.push(item);
    this.pump();
  }

  /** Drops what is waiting (the socket is gone; unacknowledged messages are resent on reconnect). */
  clear(): void {
    this.waiting.length = 0;
  }

  dispose(): void {
    this.clear();
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private pump(): void {
    if (this.timer !== undefined) return;
    while (this.waiting.length > 0) {
      const now = Date.now();
      const oldest = this.recent.length >= this.batchSize ? this.recent[0] : undefined;
      if (oldest !== undefined) {
        // Clamped so a wall clock set backwards cannot stall sending.
        const wait = Math.min(oldest + this.intervalMs - now, this.intervalMs);
        if (wait > 0) {
          this.timer = setTimeout(() => {
            this.timer = undefined;
            this.pump();
          }, wait);
          return;
        }
      }
      const item = this.waiting.shift() as T;
      this.recent.push(now);
      if (this.recent.length > this.batchSize) this.recent.shift();
      this.deliver(item);
    }
  }
}
