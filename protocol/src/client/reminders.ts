import type { Channel } from './channel';
import { channelKey, isSameChannel } from './channel';
import type { Reminder } from './chat-records';
import type { Conversations } from './conversations';
import type { ChatProviders } from './providers';
import { MissingProviderError } from './providers';

export { ReminderType, type Reminder } from './chat-records';

/** Reminders (mentions, join requests) kept per conversation until marked done. */
export class Reminders {
  private reminders: Reminder[] = [];

  constructor(
    private readonly providers: ChatProviders,
    private readonly conversations: Conversations,
  ) {}

  /** The reminders of a channel still waiting to be done. */
  waiting(channel: Channel): Reminder[] {
    return this.reminders.filter((r) => !r.done && isSameChannel(r.channel, channel));
  }

  maxVersion(): number {
    return this.reminders.reduce((max, r) => Math.max(max, r.version), 0);
  }

  /** Fetches reminders newer than the newest known, merges them and updates their conversations. */
  async sync(): Promise<void> {
    const sync = this.providers.syncReminders;
    if (!sync) throw new MissingProviderError('syncReminders');
    const fresh = await sync(this.maxVersion());
    for (const reminder of fresh) {
      const at = this.reminders.findIndex((r) => r.reminderID === reminder.reminderID);
      if (at >= 0) this.reminders[at] = reminder;
      else this.reminders.push(reminder);
    }
    this.refresh(fresh.map((r) => r.channel));
  }

  /** Marks reminders done: they leave the waiting list at once, and the server is told. */
  async done(reminderIDs: number[]): Promise<void> {
    const report = this.providers.reminderDone;
    if (!report) throw new MissingProviderError('reminderDone');
    const ids = new Set(reminderIDs);
    const affected = this.reminders.filter((r) => ids.has(r.reminderID) && !r.done);
    for (const reminder of affected) reminder.done = true;
    this.refresh(affected.map((r) => r.channel));
    await report(reminderIDs);
  }

  private refresh(channels: Channel[]): void {
    const unique = new Map(channels.map((c) => [channelKey(c), c]));
    for (const channel of unique.values()) {
      this.conversations.applyReminders(channel, this.waiting(channel));
    }
  }
}
