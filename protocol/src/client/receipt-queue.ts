import type { Channel } from './channel';
import { channelFromKey, channelKey } from './channel';
import { ListenerSet } from './listeners';
import type { ChatLogger } from './log';
import type { ChatMessage } from './message';
import type { ChatProviders } from './providers';
import { MissingProviderError } from './providers';

/**
 * Read receipts, batched: messages the user has seen are queued per channel and reported through
 * the "message read" provider every `flushIntervalMs`. A message already read is never queued, and
 * one already waiting is not queued twice. The timer runs only while something waits.
 */
export class ReceiptQueue {
  /** Receipts reported: (channel, messages now marked read). */
  readonly reported: ListenerSet<[Channel, ChatMessage[]]>;
  private readonly waiting = new Map<string, ChatMessage[]>();
  private readonly inFlight = new Set<string>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly providers: ChatProviders,
    private readonly logger: ChatLogger,
    private readonly flushIntervalMs: number,
  ) {
    this.reported = new ListenerSet('receipt', logger);
  }

  get pending(): number {
    let count = 0;
    for (const messages of this.waiting.values()) count += messages.length;
    return count;
  }

  add(channel: Channel, messages: ChatMessage[]): void {
    if (!this.providers.messageRead) throw new MissingProviderError('messageRead');
    const key = channelKey(channel);
    const queue = this.waiting.get(key) ?? [];
    for (const message of messages) {
      if (message.remoteExtra.readed) continue;
      if (queue.some((m) => m.clientMsgNo === message.clientMsgNo)) continue;
      queue.push(message);
    }
    if (queue.length === 0) return;
    this.waiting.set(key, queue);
    this.timer ??= setInterval(() => this.flush(), this.flushIntervalMs);
  }

  dispose(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.waiting.clear();
  }

  private flush(): void {
    const report = this.providers.messageRead;
    for (const [key, queue] of this.waiting) {
      if (queue.length === 0 || this.inFlight.has(key)) continue;
      const channel = channelFromKey(key);
      if (!report || !channel) continue;
      const batch = [...queue];
      this.inFlight.add(key);
      report(channel, batch)
        .then(() => {
          for (const message of batch) message.remoteExtra.readed = true;
          const left = (this.waiting.get(key) ?? []).filter((m) => !batch.includes(m));
          if (left.length > 0) this.waiting.set(key, left);
          else this.waiting.delete(key);
          this.stopWhenIdle();
          this.reported.emit(channel, batch);
        })
        .catch((error: unknown) => {
          // Kept in the queue: the next flush tries again.
          this.logger.warn(`read receipts for ${key} failed; retrying`, error);
        })
        .finally(() => this.inFlight.delete(key));
    }
  }

  private stopWhenIdle(): void {
    if (this.waiting.size > 0 || this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
