/**
 * Paces outgoing chat messages: at most `batchSize` deliveries in any `intervalMs` window, so a burst
 * (a reconnect flushing many unacknowledged messages, a load test) never floods the socket. Within
 * the budget a message leaves at once; beyond it, it waits for the window to slide.
 */
export class SendPacer<T> {
  private readonly waiting: T[] = [];
  /** A delivery that returned a promise is under way: the next waits for it. */
  private busy = false;
  /** Delivery times of the last `batchSize` deliveries. */
  private readonly recent: number[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /**
     * Writes one item. When it returns a promise (sealing is asynchronous), the next delivery
     * waits for it and the window counts the moment it settled, i.e. the write.
     */
    private readonly deliver: (item: T) => void | Promise<void>,
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
    if (this.timer !== undefined || this.busy) return;
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
      const pending = this.deliver(item);
      if (pending instanceof Promise) {
        this.busy = true;
        const done = () => {
          this.busy = false;
          this.remember(Date.now());
          this.pump();
        };
        pending.then(done, done);
        return;
      }
      this.remember(now);
    }
  }

  private remember(at: number): void {
    this.recent.push(at);
    if (this.recent.length > this.batchSize) this.recent.shift();
  }
}
