import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Channel } from '@storefront/protocol/client/channel';
import { chatConnection, type ChatConnection } from './chat-connection';
import type { ChatRuntime } from './chat-runtime';
import type { ChatSnapshot, TimelineView } from './chat-snapshot';

/** Where the chat state comes from: the app's connection; tests provide their own. */
export interface ChatConnectionStore {
  get(): ChatConnection;
  subscribe(listener: () => void): () => void;
}

export const ChatContext = createContext<ChatConnectionStore>(chatConnection);

/** Where the chat stands (signed out, starting, running, unavailable). */
export function useChatConnection(): ChatConnection {
  const store = useContext(ChatContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The runtime, once the chat runs. */
export function useChatRuntime(): ChatRuntime | undefined {
  const connection = useChatConnection();
  return connection.phase === 'running' ? connection.runtime : undefined;
}

const noSubscription = () => () => {};
const STARTING: ChatSnapshot = {
  uid: '',
  connection: { state: 'connecting', reasonCode: 0 },
  conversations: [],
  conversationsState: 'loading',
  unreadTotal: 0,
};

/** Connection status, conversations and unread total. */
export function useChatSnapshot(): ChatSnapshot {
  const runtime = useChatRuntime();
  return useSyncExternalStore(
    runtime?.subscribe ?? noSubscription,
    runtime ? runtime.getSnapshot : () => STARTING,
    // The chat runs in the browser only: the server (and hydration) render it starting.
    () => STARTING,
  );
}

const NO_TIMELINE: TimelineView = {
  channel: { channelID: '', channelType: 0 },
  state: 'loading',
  messages: [],
  hasOlder: false,
  streaming: [],
  uploads: new Map(),
};

/** One channel's messages (history and live), kept as the runtime publishes them. */
export function useTimeline(channel: Channel): TimelineView {
  const runtime = useChatRuntime();
  return useSyncExternalStore(
    runtime?.subscribe ?? noSubscription,
    () => (runtime ? runtime.timeline(channel) : NO_TIMELINE),
    () => NO_TIMELINE,
  );
}

/** While the screen shows the channel, it is the open conversation (unread cleared, receipts). */
export function useOpenChannel(channel: Channel | undefined): void {
  const runtime = useChatRuntime();
  const id = channel?.channelID;
  const type = channel?.channelType;
  useEffect(() => {
    if (!runtime || id === undefined || type === undefined) return;
    return runtime.openChannel({ channelID: id, channelType: type });
  }, [runtime, id, type]);
}
