import type { Channel } from './channel';
import type {
  ChannelInfo,
  Conversation,
  ConversationExtra,
  Reminder,
  Subscriber,
} from './chat-records';
import type { ChatMessage, MessageRemoteExtra } from './message';
import type { MessageUploadTask } from './upload-task';

/** Which page of a channel's history to fetch. */
export interface SyncMessagesOptions {
  /** Inclusive; 0 means "from the newest". */
  startMessageSeq: number;
  /** Exclusive bound in the pull direction; 0 means none. */
  endMessageSeq: number;
  limit: number;
  /** 0: older messages (pull down), 1: newer messages (pull up). */
  pullMode: 0 | 1;
}

/** One message's extras as the server reports them. */
export interface MessageExtraUpdate extends MessageRemoteExtra {
  messageID: string;
  messageSeq: number;
  channel: Channel;
}

/**
 * What the app tells the runtime about its backend. The WuKongIM protocol moves messages over the
 * socket; history, channel data, conversations and reminders come over HTTP, whose paths differ per
 * deployment, so the app supplies them as callbacks.
 */
export interface ChatProviders {
  /** The socket address, when it is not fixed in the config (e.g. GET /api/chat/getWebSocketUrl). */
  connectAddress?: () => Promise<string> | string;
  /** A channel's message history. Required by `syncMessages`. */
  syncMessages?: (channel: Channel, options: SyncMessagesOptions) => Promise<ChatMessage[]>;
  /** Extras changed since `extraVersion`, at most `limit` (100). Required by `syncMessageExtras`. */
  syncMessageExtras?: (
    channel: Channel,
    extraVersion: number,
    limit: number,
  ) => Promise<MessageExtraUpdate[]>;
  /** A channel's title, avatar and presence. */
  channelInfo?: (channel: Channel) => Promise<ChannelInfo | undefined>;
  /** Subscribers changed since `version` (the last one known). */
  syncSubscribers?: (channel: Channel, version: number) => Promise<Subscriber[]>;
  /** The recent-conversation list. */
  syncConversations?: () => Promise<Conversation[]>;
  /** Conversation extras (browseTo...) changed since `maxVersion`. */
  syncConversationExtras?: (maxVersion: number) => Promise<ConversationExtra[]>;
  /** Reminders changed since `maxVersion`. */
  syncReminders?: (maxVersion: number) => Promise<Reminder[]>;
  /** Tells the server these reminders are done. */
  reminderDone?: (reminderIDs: number[]) => Promise<void>;
  /** Read receipts for messages of one channel. Required as soon as receipts are queued. */
  messageRead?: (channel: Channel, messages: ChatMessage[]) => Promise<void>;
  /** An upload for a media message (image); the message is sent once it succeeds. */
  messageUploadTask?: (message: ChatMessage) => MessageUploadTask | undefined;
}

/** Thrown when a feature is used whose provider callback the app did not supply. */
export class MissingProviderError extends Error {
  constructor(readonly provider: keyof ChatProviders) {
    super(`Chat provider "${provider}" is not set: pass it in the client's providers to use this.`);
    this.name = 'MissingProviderError';
  }
}
