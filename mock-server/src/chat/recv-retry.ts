import type { ChatLimits } from './chat-limits';

// WuKongIM's retry queue: a RECV the client has not acknowledged (RECVACK) is sent again after
// `recvRetryMs`, at most `recvRetries` times, while the connection lives (after a reconnect the
// client finds it through sync). Only stored messages are kept (not commands or stream pieces, which
// share their START's messageID). At most `maxUnacked` per connection: past it the oldest stops
// being retried, so a client that never acknowledges holds a bounded number of frames.

/** The header's dup bit (frame-header.ts): set on a RECV sent again. */
const DUP = 0x08;

interface Pending {
  frame: Buffer;
  sentAt: number;
  tries: number;
}

export class RecvRetryQueue {
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly limits: ChatLimits) {}

  get size(): number {
    return this.pending.size;
  }

  add(messageID: number, frame: Buffer, now: number): void {
    if (this.limits.recvRetries <= 0) return;
    this.pending.delete(messageID);
    this.pending.set(messageID, { frame, sentAt: now, tries: 0 });
    while (this.pending.size > Math.max(0, this.limits.maxUnacked)) {
      this.pending.delete(this.pending.keys().next().value!);
    }
  }

  acknowledge(messageID: number): void {
    this.pending.delete(messageID);
  }

  /** Sends again what is due through `write`; stops when a write fails (the connection closed). */
  resendDue(now: number, write: (frame: Buffer) => boolean): void {
    if (this.pending.size === 0) return;
    for (const [id, entry] of this.pending) {
      if (now - entry.sentAt < this.limits.recvRetryMs) continue;
      if (entry.tries >= this.limits.recvRetries) {
        this.pending.delete(id);
        continue;
      }
      if (entry.tries === 0) {
        // A copy: the first frame may still wait in the socket's queue.
        entry.frame = Buffer.from(entry.frame);
        entry.frame[0] = entry.frame[0]! | DUP;
      }
      entry.tries += 1;
      entry.sentAt = now;
      if (!write(entry.frame)) return;
    }
  }

  clear(): void {
    this.pending.clear();
  }
}
