// The records the chat client keeps and its providers hand over: conversations, reminders,
// channel info. Their own module, so the stores that keep them and the providers' interface
// depend on them and not on each other.
import type { Channel } from './channel';
import type { ChatMessage } from './message';

export enum ReminderType {
  /** Someone mentioned me. */
  mentionMe = 1,
  /** Someone applies to join a group I manage. */
  applyJoinGroup = 2,
}

export interface Reminder {
  reminderID: number;
  reminderType: number;
  channel: Channel;
  /** Server version; syncs ask for what is newer than the highest known. */
  version: number;
  done: boolean;
  messageSeq?: number;
  text?: string;
}

/** Server-kept state of a conversation for this user. */
export interface ConversationExtra {
  channel: Channel;
  /** messageSeq of the last message the user has seen; 0 when unknown. */
  browseTo: number;
  version: number;
}

export interface Conversation {
  channel: Channel;
  unread: number;
  /** Seconds since the epoch, of the last message. */
  timestamp: number;
  lastMessage: ChatMessage | undefined;
  /** Reminders not yet done. */
  reminders: Reminder[];
  remoteExtra: ConversationExtra;
  /** A "mention me" reminder is waiting. */
  isMentionMe: boolean;
}

export interface ChannelInfo {
  channel: Channel;
  title: string;
  logo: string;
  online: boolean;
  /** Seconds since the epoch the peer was last seen; 0 when unknown. */
  lastOffline: number;
  /** Whatever else the app's backend returns. */
  extra?: Record<string, unknown>;
}

export interface Subscriber {
  uid: string;
  name?: string;
  avatar?: string;
  version: number;
  isDeleted: boolean;
}
