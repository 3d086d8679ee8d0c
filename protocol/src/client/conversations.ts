import type { Channel } from './channel';
import { isSameChannel } from './channel';
import { ListenerSet } from './listeners';
import type { ChatLogger } from './log';
import type { ChatMessage } from './message';
import { wireContentType } from './message';
import type { ChatProviders } from './providers';
import { MissingProviderError } from './providers';
import type { Conversation, ConversationExtra, Reminder } from './chat-records';
import { ReminderType } from './chat-records';

export type { Conversation, ConversationExtra } from './chat-records';

export enum ConversationAction {
  add = 0,
  update = 1,
  remove = 2,
}

/**
 * The unread count to show: how far the last message is past what the user browsed to, when the
 * server tracks that (browseTo > 0, not past the last message); otherwise the counted unread.
 */
export function logicalUnread(conversation: Conversation): number {
  const browseTo = conversation.remoteExtra.browseTo;
  const lastSeq = conversation.lastMessage?.messageSeq;
  if (browseTo > 0 && lastSeq !== undefined && browseTo <= lastSeq) return lastSeq - browseTo;
  return conversation.unread;
}

export function emptyConversation(channel: Channel, timestamp: number): Conversation {
  return {
    channel,
    unread: 0,
    timestamp,
    lastMessage: undefined,
    reminders: [],
    remoteExtra: { channel, browseTo: 0, version: 0 },
    isMentionMe: false,
  };
}

/** The recent-conversation list, newest first, kept up to date by every message in and out. */
export class Conversations {
  readonly changes: ListenerSet<[Conversation, ConversationAction]>;
  private conversations: Conversation[] = [];
  private readonly noUpdateContentTypes = new Set<number>();
  private maxExtraVersion = 0;
  /** The conversation on screen: its messages are being read, so they do not count as unread. */
  openChannel: Channel | undefined;

  constructor(
    private readonly providers: ChatProviders,
    logger: ChatLogger,
  ) {
    this.changes = new ListenerSet('conversation', logger);
  }

  list(): readonly Conversation[] {
    return this.conversations;
  }

  find(channel: Channel): Conversation | undefined {
    return this.conversations.find((c) => isSameChannel(c.channel, channel));
  }

  /** Messages of this content type (typing, receipts...) never touch the conversation list. */
  registerNoUpdateContentType(contentType: number): void {
    this.noUpdateContentTypes.add(contentType);
  }

  totalUnread(): number {
    return this.conversations.reduce((sum, c) => sum + logicalUnread(c), 0);
  }

  /** A message arrived or left: update or create its conversation and move it to the top. */
  applyMessage(message: ChatMessage): void {
    if (this.noUpdateContentTypes.has(wireContentType(message.content))) return;
    const countsAsUnread =
      !message.isSentByMe &&
      message.header.reddot &&
      !(this.openChannel && isSameChannel(this.openChannel, message.channel));
    const existing = this.find(message.channel);
    const conversation = existing ?? emptyConversation(message.channel, message.timestamp);
    if (countsAsUnread) conversation.unread += 1;
    conversation.timestamp = message.timestamp;
    conversation.lastMessage = message;
    this.conversations = [conversation, ...this.conversations.filter((c) => c !== conversation)];
    this.changes.emit(conversation, existing ? ConversationAction.update : ConversationAction.add);
  }

  /** An empty conversation (e.g. the shopper opens a shop's chat before any message). */
  createEmpty(channel: Channel, timestamp: number): Conversation {
    const existing = this.find(channel);
    if (existing) {
      existing.timestamp = timestamp;
      this.changes.emit(existing, ConversationAction.update);
      return existing;
    }
    const conversation = emptyConversation(channel, timestamp);
    this.conversations = [conversation, ...this.conversations];
    this.changes.emit(conversation, ConversationAction.add);
    return conversation;
  }

  setUnread(channel: Channel, unread: number): void {
    const conversation = this.find(channel);
    if (!conversation || conversation.unread === unread) return;
    conversation.unread = unread;
    this.changes.emit(conversation, ConversationAction.update);
  }

  remove(channel: Channel): void {
    const conversation = this.find(channel);
    if (!conversation) return;
    this.conversations = this.conversations.filter((c) => c !== conversation);
    this.changes.emit(conversation, ConversationAction.remove);
  }

  /** Sets a conversation's waiting reminders (from the reminder list). */
  applyReminders(channel: Channel, waiting: Reminder[]): void {
    const conversation = this.find(channel);
    if (!conversation) return;
    conversation.reminders = waiting;
    conversation.isMentionMe = waiting.some((r) => r.reminderType === ReminderType.mentionMe);
    this.changes.emit(conversation, ConversationAction.update);
  }

  /** Replaces the list with the server's. */
  async sync(): Promise<readonly Conversation[]> {
    const sync = this.providers.syncConversations;
    if (!sync) throw new MissingProviderError('syncConversations');
    const conversations = await sync();
    this.conversations = [...conversations].sort((a, b) => b.timestamp - a.timestamp);
    for (const c of conversations) {
      this.maxExtraVersion = Math.max(this.maxExtraVersion, c.remoteExtra.version);
    }
    return this.conversations;
  }

  /** Fetches conversation extras newer than the newest known and applies them. */
  async syncExtras(): Promise<ConversationExtra[]> {
    const sync = this.providers.syncConversationExtras;
    if (!sync) throw new MissingProviderError('syncConversationExtras');
    const extras = await sync(this.maxExtraVersion);
    for (const extra of extras) {
      this.maxExtraVersion = Math.max(this.maxExtraVersion, extra.version);
      const conversation = this.find(extra.channel);
      if (!conversation) continue;
      conversation.remoteExtra = extra;
      this.changes.emit(conversation, ConversationAction.update);
    }
    return extras;
  }
}
