import type { SendStatus } from '../wire/send-status';
import type { StreamFlag } from '../wire/stream-flag';
import type { MessageContent } from '../content/message-content';
import type { Channel } from './channel';

/** Frame-header flags a message arrived (or leaves) with. */
export interface MessageHeader {
  reddot: boolean;
  dup: boolean;
  noPersist: boolean;
  syncOnce: boolean;
}

/** The SEND/RECV setting flags. */
export interface MessageSetting {
  receiptEnabled: boolean;
  topic: boolean;
  streamOn: boolean;
}

/** Server-side extras of a message (read counts, revoke, edit), filled by the extras sync. */
export interface MessageRemoteExtra {
  readedCount: number;
  unreadCount: number;
  revoke: boolean;
  editedAt: number;
  isEdit: boolean;
  extra: Record<string, unknown> | undefined;
  extraVersion: number;
  /** Whether I have read it (and its receipt went out). */
  readed: boolean;
}

export interface ChatMessage {
  messageID: string;
  messageSeq: number;
  clientMsgNo: string;
  clientSeq: number;
  streamNo: string;
  streamId: string;
  streamFlag: StreamFlag;
  fromUID: string;
  channel: Channel;
  /** Seconds since the epoch. */
  timestamp: number;
  content: MessageContent;
  status: SendStatus;
  header: MessageHeader;
  setting: MessageSetting;
  remoteExtra: MessageRemoteExtra;
  /** Local only: a voice message is playing. */
  voicePlaying: boolean;
  /** Local only: a voice message has been listened to. */
  voiceRead: boolean;
  /** Local only: deleted on this device. */
  isDeleted: boolean;
  /** fromUID equals the signed-in user's uid. */
  isSentByMe: boolean;
  /** Local only: the file an upload task sends before the message leaves (never encoded). */
  attachment?: unknown;
}

export function emptyRemoteExtra(): MessageRemoteExtra {
  return {
    readedCount: 0,
    unreadCount: 0,
    revoke: false,
    editedAt: 0,
    isEdit: false,
    extra: undefined,
    extraVersion: 0,
    readed: false,
  };
}

/**
 * The content type number as it travelled: for content this runtime does not know, the number the
 * payload carried rather than "unknown".
 */
export function wireContentType(content: MessageContent): number {
  return content.kind === 'unknown'
    ? (content.realContentType ?? content.contentType)
    : content.contentType;
}
