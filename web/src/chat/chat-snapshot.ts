import type { Channel } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';

/** The connection as the screens tell it (spec section 4's states, named for the banner). */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'kicked' | 'failed';

export interface ConversationView {
  /** The channel key (`cs_3-7`). */
  key: string;
  channel: Channel;
  /** Logical unread (spec section 3). */
  unread: number;
  /** Seconds since the epoch, of the last message. */
  timestamp: number;
  lastMessage: ChatMessage | undefined;
}

/** A picture's upload, shown on its bubble. */
export interface UploadView {
  /** 0 to 1. */
  progress: number;
  /** The picture from the device, until the uploaded one is sent. */
  previewUrl: string | undefined;
}

export interface TimelineView {
  channel: Channel;
  /** `loading`: the first page; `older`: a page before it; `error`: the first page failed. */
  state: 'loading' | 'ready' | 'older' | 'error';
  /** Oldest first, each message once. */
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  /** Keys (clientMsgNo) of streamed answers still growing. */
  streaming: readonly string[];
  /** By clientMsgNo. */
  uploads: ReadonlyMap<string, UploadView>;
}

export interface ChatSnapshot {
  /** The shopper's chat uid. */
  uid: string;
  connection: { state: ConnectionState; reasonCode: number };
  /** Newest first. */
  conversations: readonly ConversationView[];
  conversationsState: 'loading' | 'ready' | 'error';
  unreadTotal: number;
}
