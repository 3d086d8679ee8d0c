import { isApiError } from '@/api/api-error';
import { ChatClient, type ChatClientConfig } from '@storefront/protocol/client/chat-client';
import { channelKey, isSameChannel, type Channel } from '@storefront/protocol/client/channel';
import { logicalUnread } from '@storefront/protocol/client/conversations';
import type { ChatMessage } from '@storefront/protocol/client/message';
import type { ClientCrypto } from '@storefront/protocol/crypto/chat-crypto';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import type { SyncMessagesOptions } from '@storefront/protocol/client/providers';
import { newClientMsgNo } from '@storefront/protocol/wire/client-msg-no';
import { SendStatus } from '@storefront/protocol/wire/send-status';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import { chatAccount } from './api/chat-login';
import { deleteRecentConversation } from './api/delete-recent-conversation';
import { getChannelMessage } from './api/get-channel-message';
import { getRecentConversation } from './api/get-recent-conversation';
import { getWebSocketUrl, socketAddress } from './api/get-web-socket-url';
import { messageRead } from './api/message-read';
import { setUnread } from './api/set-unread';
import type { ChatSnapshot, ConnectionState, TimelineView, UploadView } from './chat-snapshot';
import { conversationView } from './conversation-view';
import { conversationFromSync, messageFromHistory } from './history-message';
import { ImageUploadTask } from './image-upload-task';
import {
  applyStreamPiece,
  emptyTimeline,
  mergeMessages,
  newestSeq,
  oldestSeq,
  type Timeline,
} from './timeline';

/** Messages per history page. */
export const HISTORY_PAGE = 20;
/** The HTTP client refuses an identical POST within 1 s (spec section 7); wait a bit longer. */
const DUPLICATE_WINDOW_MS = 1100;
/** How recent a streamed answer read from history must be to be read again, and how often. */
const STREAM_FOLLOW_WINDOW_S = 120;
const STREAM_FOLLOW_INTERVAL_MS = 1_500;
const STREAM_FOLLOW_ATTEMPTS = 8;
/** Streamed answers whose built text the list's preview keeps. */
const STREAM_TEXTS_KEPT = 32;
/** What a reconnect fetches at most to catch up a conversation. */
const CATCH_UP_LIMIT = 100;

const connectionStates: Record<number, ConnectionState> = {
  [ConnectStatus.Disconnect]: 'disconnected',
  [ConnectStatus.Connected]: 'connected',
  [ConnectStatus.Connecting]: 'connecting',
  [ConnectStatus.ConnectFail]: 'failed',
  [ConnectStatus.ConnectKick]: 'kicked',
};

interface TimelineEntry {
  timeline: Timeline;
  view: TimelineView;
}

export interface ChatRuntimeOptions {
  /** Told whenever the unread total changes (the session feeds the Message tab). */
  onUnreadTotal: (total: number) => void;
  /** `portableCrypto`: loaded as a chunk of its own (the bulk of the chat's bytes). */
  crypto: ClientCrypto;
  /** Test seam: the socket constructor and logger of the client. */
  client?: Pick<ChatClientConfig, 'WebSocket' | 'logger'>;
  pageProtocol?: string;
  /** Asked before each call of the start: false (the chat was stopped meanwhile) ends it there. */
  stillWanted?: () => boolean;
}

/**
 * The chat of one signed-in shopper: the protocol client, plus what the screens read (connection,
 * conversations, each open channel's messages, uploads) as immutable snapshots with one change
 * signal, so React reads it through useSyncExternalStore and no chat logic lives in components.
 */
export class ChatRuntime {
  readonly client: ChatClient;
  private readonly listeners = new Set<() => void>();
  private readonly timelines = new Map<string, TimelineEntry>();
  private readonly uploads = new Map<string, UploadView>();
  private readonly previews = new Map<string, string>();
  private readonly stops: (() => void)[] = [];
  private readonly latestLoads = new Map<string, Promise<void>>();
  /** Streamed answers read from history that may still have been growing on the server. */
  private readonly followedStreams = new Set<string>();
  /**
   * The text so far of streamed answers seen from their START (messageID → text), for the list's
   * preview: the server stores a stream's START until it ends, so a list sync mid-stream must not
   * replace what the pieces built. The newest STREAM_TEXTS_KEPT are kept.
   */
  private readonly streamTexts = new Map<string, string>();
  private readonly unreadClears = new Map<
    string,
    { last: number; timer: ReturnType<typeof setTimeout> | undefined }
  >();
  private snapshot: ChatSnapshot;
  private disposed = false;

  constructor(
    uid: string,
    token: string,
    address: string,
    private readonly options: ChatRuntimeOptions,
  ) {
    this.snapshot = {
      uid,
      connection: { state: 'connecting', reasonCode: 0 },
      conversations: [],
      conversationsState: 'loading',
      unreadTotal: 0,
    };
    this.client = new ChatClient({
      uid,
      token,
      address,
      crypto: options.crypto,
      ...options.client,
      providers: {
        syncConversations: async () => {
          // Everything up to the moment the socket connected: never the landing's early answer.
          const sync = await getRecentConversation({ fresh: true });
          return sync.conversations.map((c) => conversationFromSync(c, uid));
        },
        syncMessages: async (channel, page) => (await this.fetchPage(channel, page)).messages,
        messageRead: (channel, messages) =>
          messageRead(
            channel.channelID,
            channel.channelType,
            messages.map((m) => m.messageID),
          ),
        messageUploadTask: (message) =>
          message.attachment instanceof Blob
            ? new ImageUploadTask(message, message.attachment)
            : undefined,
      },
    });
    const { client } = this;
    this.stops.push(
      client.statusChanges.add((status, reasonCode) => this.onStatus(status, reasonCode)),
      client.messages.add((message) => this.onMessage(message)),
      client.sendStatus.add((message) => this.updateTimeline(message.channel, [message], 'live')),
      client.streams.add((piece) => this.onStreamPiece(piece)),
      client.conversations.changes.add(() => this.publishConversations()),
      client.uploads.changes.add((task) => {
        const id = task.id;
        if (task.isFinished()) this.uploads.delete(id);
        else this.uploads.set(id, { progress: task.progress, previewUrl: this.previews.get(id) });
        this.touchTimeline(task.message.channel);
      }),
    );
  }

  /** A page of history (getChannelMessage) and whether more remains in its direction. */
  private async fetchPage(
    channel: Channel,
    page: SyncMessagesOptions,
  ): Promise<{ messages: ChatMessage[]; more: boolean }> {
    const request = {
      channel_id: channel.channelID,
      channel_type: channel.channelType,
      start_message_seq: page.startMessageSeq,
      end_message_seq: page.endMessageSeq,
      limit: page.limit,
      pull_mode: page.pullMode,
    };
    const answer = await getChannelMessage(request).catch(async (error: unknown) => {
      // The same page asked again within 1 s (reopened, reconnected): the duplicate-submit guard
      // refuses it; ask once more after its window rather than show an error.
      if (!isApiError(error) || error.failure !== 'duplicate') throw error;
      await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WINDOW_MS));
      if (this.disposed) throw error;
      return getChannelMessage(request);
    });
    const uid = this.snapshot.uid;
    return {
      messages: answer.messages.map((m) => messageFromHistory(m, uid)),
      more: answer.more === 1,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatSnapshot => this.snapshot;

  /** The channel's messages as last published (an empty, loading view before the first page). */
  timeline(channel: Channel): TimelineView {
    return this.timelines.get(channelKey(channel))?.view ?? EMPTY_VIEW;
  }

  connect(): void {
    this.client.connect();
  }

  /** Sign-out: deliberate disconnect, every timer stopped, every preview released. */
  dispose(): void {
    this.disposed = true;
    for (const stop of this.stops) stop();
    for (const clear of this.unreadClears.values()) clearTimeout(clear.timer);
    this.client.dispose();
    for (const url of this.previews.values()) URL.revokeObjectURL(url);
    this.previews.clear();
    this.listeners.clear();
  }

  /** Pull to refresh, and after every (re)connect: the server's conversation list. */
  async refreshConversations(): Promise<void> {
    try {
      await this.client.conversations.sync();
      const open = this.client.conversations.openChannel;
      if (open) this.readOpenConversation(open);
      this.publishConversations('ready');
    } catch (error) {
      this.publishConversations(this.snapshot.conversations.length ? 'ready' : 'error');
      throw error;
    }
  }

  async deleteConversation(channel: Channel): Promise<void> {
    await deleteRecentConversation(channel.channelID, channel.channelType);
    this.client.conversations.remove(channel);
  }

  /**
   * The shopper opened the conversation: its messages are read as they come, its unread goes to
   * zero here and on the server, and receipts go out for the messages that were unread. Returns
   * the function to call when the screen closes.
   */
  openChannel(channel: Channel): () => void {
    const conversations = this.client.conversations;
    conversations.openChannel = channel;
    const loaded = this.timelines.get(channelKey(channel))?.view.state === 'ready';
    if (!loaded) void this.loadLatest(channel);
    this.readOpenConversation(channel);
    return () => {
      if (conversations.openChannel && isSameChannel(conversations.openChannel, channel)) {
        conversations.openChannel = undefined;
      }
    };
  }

  /**
   * The open conversation's unread goes to zero and its unread messages get receipts. On opening,
   * and again after a sync (a conversation opened straight from a link, before the list arrived).
   */
  private readOpenConversation(channel: Channel): void {
    const conversation = this.client.conversations.find(channel);
    const unreadBefore = conversation ? logicalUnread(conversation) : 0;
    if (unreadBefore === 0) return;
    this.client.conversations.setUnread(channel, 0);
    this.clearUnreadNow(channel);
    const loading = this.latestLoads.get(channelKey(channel)) ?? Promise.resolve();
    void loading.then(() => {
      const messages = this.timeline(channel).messages;
      const lastSeq = newestSeq({ ...emptyTimeline, messages });
      this.markRead(
        channel,
        messages.filter((m) => !m.isSentByMe && m.messageSeq > lastSeq - unreadBefore),
      );
    });
  }

  /** The newest page of a channel's history (one request at a time per channel). */
  loadLatest(channel: Channel): Promise<void> {
    const key = channelKey(channel);
    const running = this.latestLoads.get(key);
    if (running) return running;
    const load = this.fetchLatest(channel).finally(() => this.latestLoads.delete(key));
    this.latestLoads.set(key, load);
    return load;
  }

  private async fetchLatest(channel: Channel): Promise<void> {
    this.setTimelineState(channel, 'loading');
    try {
      const page = await this.fetchPage(channel, {
        startMessageSeq: 0,
        endMessageSeq: 0,
        limit: HISTORY_PAGE,
        pullMode: 0,
      });
      const flags = { loaded: true, hasOlder: page.more };
      this.updateTimeline(channel, page.messages, 'history', flags, 'ready');
    } catch {
      this.setTimelineState(channel, 'error');
    }
  }

  /** Scrolling up: the page before the oldest message shown. */
  async loadOlder(channel: Channel): Promise<void> {
    const entry = this.timelines.get(channelKey(channel));
    if (!entry || !entry.timeline.hasOlder || entry.view.state !== 'ready') return;
    const before = oldestSeq(entry.timeline);
    if (before <= 1) return;
    this.setTimelineState(channel, 'older');
    try {
      const page = await this.fetchPage(channel, {
        startMessageSeq: before,
        endMessageSeq: 0,
        limit: HISTORY_PAGE,
        pullMode: 0,
      });
      this.updateTimeline(channel, page.messages, 'history', { hasOlder: page.more }, 'ready');
    } catch {
      this.setTimelineState(channel, 'ready');
    }
  }

  sendText(channel: Channel, text: string): void {
    this.ensureTimeline(channel);
    this.client.send(channel, { kind: 'text', contentType: ContentType.text, text });
  }

  /**
   * A product card (content type 10001): the product the conversation is about. The server reads
   * only its id and fills name, price, picture and shop from the catalogue; the ones sent here
   * show until then.
   */
  sendProductCard(
    channel: Channel,
    product: { id: number; merId: number; name: string; price: string; image: string },
  ): void {
    this.ensureTimeline(channel);
    this.client.send(channel, {
      kind: 'product',
      contentType: ContentType.productCard,
      productID: product.id,
      merchantID: product.merId,
      name: product.name,
      price: product.price,
      image: product.image,
    });
  }

  /** A picture: shown at once from the device, uploaded with progress, then sent with its URL. */
  sendImage(channel: Channel, file: Blob, width: number, height: number): void {
    this.ensureTimeline(channel);
    const content: MessageContent = {
      kind: 'image',
      contentType: ContentType.image,
      width,
      height,
      url: '',
    };
    const preview = URL.createObjectURL(file);
    // The preview must be known before send() starts the upload and publishes the message.
    const clientMsgNo = newClientMsgNo();
    this.previews.set(clientMsgNo, preview);
    this.uploads.set(clientMsgNo, { progress: 0, previewUrl: preview });
    this.client.send(channel, content, { clientMsgNo, attachment: file });
  }

  /** Cancels a picture's upload: the message is not sent. */
  cancelUpload(message: ChatMessage): void {
    this.client.uploads.cancel(message.clientMsgNo);
  }

  /** A failed message again: the same clientMsgNo, so the server keeps it once whatever happened. */
  retry(message: ChatMessage): void {
    const channel = message.channel;
    if (message.content.kind === 'image' && message.content.url === '') {
      if (!(message.attachment instanceof Blob)) return;
      this.removeFromTimeline(message);
      this.sendImage(channel, message.attachment, message.content.width, message.content.height);
      return;
    }
    this.client.send(channel, message.content, { clientMsgNo: message.clientMsgNo });
  }

  /** After a kick or a refused connection, on the shopper's request. */
  reconnect(): void {
    this.client.connect();
  }

  private markRead(channel: Channel, messages: ChatMessage[]): void {
    const stored = messages.filter((m) => m.messageID !== '' && m.messageSeq > 0);
    if (stored.length > 0) this.client.markRead(channel, stored);
  }

  private onStatus(status: number, reasonCode: number): void {
    if (this.disposed) return;
    const state = connectionStates[status] ?? 'disconnected';
    this.snapshot = { ...this.snapshot, connection: { state, reasonCode } };
    this.emit();
    if (status === ConnectStatus.Connected) {
      void this.refreshConversations().catch(() => undefined);
      for (const entry of this.timelines.values()) {
        if (entry.view.state !== 'error') void this.catchUp(entry.view.channel);
      }
    }
  }

  /** What a loaded conversation missed while the socket was down. */
  private async catchUp(channel: Channel): Promise<void> {
    const entry = this.timelines.get(channelKey(channel));
    if (!entry || !entry.timeline.loaded) return;
    try {
      const page = await this.fetchPage(channel, {
        startMessageSeq: newestSeq(entry.timeline),
        endMessageSeq: 0,
        limit: CATCH_UP_LIMIT,
        pullMode: 1,
      });
      this.updateTimeline(channel, page.messages, 'history');
    } catch {
      // The next reconnect or opening tries again.
    }
  }

  private onMessage(message: ChatMessage): void {
    if (message.content.kind === 'command') return;
    if (message.setting.streamOn && !message.isSentByMe && message.content.kind === 'text') {
      this.streamTexts.set(message.messageID, message.content.text);
      if (this.streamTexts.size > STREAM_TEXTS_KEPT) {
        this.streamTexts.delete(this.streamTexts.keys().next().value!);
      }
    }
    const key = channelKey(message.channel);
    if (this.timelines.has(key)) this.updateTimeline(message.channel, [message], 'live');
    const open = this.client.conversations.openChannel;
    if (!message.isSentByMe && open && isSameChannel(open, message.channel)) {
      this.markRead(message.channel, [message]);
      this.clearUnreadNow(message.channel);
    }
  }

  /**
   * The server counts every message; while the shopper reads the channel it stays at zero. At
   * once when it can, else right after the HTTP client's duplicate-submit window (an identical
   * POST within 1 s is refused): never dropped, at most one waiting per channel.
   */
  private clearUnreadNow(channel: Channel): void {
    const key = channelKey(channel);
    const clear = this.unreadClears.get(key) ?? { last: 0, timer: undefined };
    this.unreadClears.set(key, clear);
    if (clear.timer !== undefined) return;
    const send = () => {
      clear.timer = undefined;
      clear.last = Date.now();
      void setUnread(channel.channelID, channel.channelType, 0).catch((error: unknown) => {
        // Refused by the guard (the same call just went, e.g. before a sign-in): once more.
        if (isApiError(error) && error.failure === 'duplicate' && !this.disposed) {
          this.clearUnreadNow(channel);
        }
      });
    };
    const wait = clear.last + DUPLICATE_WINDOW_MS - Date.now();
    if (wait <= 0) send();
    else clear.timer = setTimeout(send, wait);
  }

  private onStreamPiece(piece: ChatMessage): void {
    const entry = this.timelines.get(channelKey(piece.channel));
    if (entry) {
      const timeline = applyStreamPiece(entry.timeline, piece);
      if (timeline !== entry.timeline)
        this.storeTimeline(piece.channel, timeline, entry.view.state);
      else if (piece.streamFlag === StreamFlag.END && piece.messageSeq > 0) {
        // A stream that began before this page loaded (history had its first piece only): once
        // it ends the server holds the whole text.
        void this.fetchPage(piece.channel, {
          startMessageSeq: piece.messageSeq - 1,
          endMessageSeq: 0,
          limit: 1,
          pullMode: 1,
        })
          .then((page) => this.updateTimeline(piece.channel, page.messages, 'history'))
          .catch(() => undefined);
      }
    }
    // The list's preview grows too, from the text this runtime built piece by piece.
    const sofar = this.streamTexts.get(piece.messageID);
    if (sofar === undefined) {
      // Joined mid-stream (its START came before this page): once ended, the server holds it whole.
      if (piece.streamFlag === StreamFlag.END)
        void this.refreshConversations().catch(() => undefined);
      return;
    }
    const added =
      piece.content.kind === 'stream' ? new TextDecoder().decode(piece.content.data) : '';
    if (added) {
      this.streamTexts.set(piece.messageID, sofar + added);
      this.publishConversations();
    }
  }

  private ensureTimeline(channel: Channel): void {
    if (!this.timelines.has(channelKey(channel))) {
      this.storeTimeline(channel, emptyTimeline, 'loading');
    }
  }

  private updateTimeline(
    channel: Channel,
    messages: readonly ChatMessage[],
    origin: 'live' | 'history',
    flags: Partial<Pick<Timeline, 'loaded' | 'hasOlder'>> = {},
    state?: TimelineView['state'],
  ): void {
    const entry = this.timelines.get(channelKey(channel));
    if (!entry && origin === 'live') return;
    const current = entry?.timeline ?? emptyTimeline;
    const merged = { ...mergeMessages(current, messages, origin), ...flags };
    this.storeTimeline(channel, merged, state ?? entry?.view.state ?? 'loading');
    if (origin === 'history') this.followUnfinishedStreams(channel, messages);
  }

  /**
   * A page read while a streamed answer was still growing holds its first pieces only; when the
   * socket was not yet connected, the pieces that followed never reach this page. The server
   * stores the whole text once the stream ends, so a recent streamed answer is read again until
   * it stops growing.
   */
  private followUnfinishedStreams(channel: Channel, messages: readonly ChatMessage[]): void {
    const recent = Date.now() / 1000 - STREAM_FOLLOW_WINDOW_S;
    for (const message of messages) {
      if (!message.setting.streamOn || message.isSentByMe || message.timestamp < recent) continue;
      const key = `${channelKey(channel)}:${message.messageSeq}`;
      if (this.followedStreams.has(key)) continue;
      this.followedStreams.add(key);
      void this.followStream(channel, message, 0);
    }
  }

  private async followStream(channel: Channel, shown: ChatMessage, attempt: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, STREAM_FOLLOW_INTERVAL_MS));
    if (this.disposed || attempt >= STREAM_FOLLOW_ATTEMPTS) return;
    const page = await this.fetchPage(channel, {
      startMessageSeq: shown.messageSeq - 1,
      endMessageSeq: 0,
      limit: 1,
      pullMode: 1,
    }).catch(() => undefined);
    const copy = page?.messages.find((m) => m.messageSeq === shown.messageSeq);
    const length = (m: ChatMessage) => (m.content.kind === 'text' ? m.content.text.length : 0);
    if (copy && length(copy) > length(shown)) {
      const entry = this.timelines.get(channelKey(channel));
      if (entry) {
        const merged = mergeMessages(entry.timeline, [copy], 'history');
        this.storeTimeline(channel, merged, entry.view.state);
      }
      await this.followStream(channel, copy, attempt + 1);
    } else if (!copy) {
      await this.followStream(channel, shown, attempt + 1);
    }
  }

  private removeFromTimeline(message: ChatMessage): void {
    const entry = this.timelines.get(channelKey(message.channel));
    if (!entry) return;
    const messages = entry.timeline.messages.filter((m) => m.clientMsgNo !== message.clientMsgNo);
    this.storeTimeline(message.channel, { ...entry.timeline, messages }, entry.view.state);
  }

  private setTimelineState(channel: Channel, state: TimelineView['state']): void {
    const entry = this.timelines.get(channelKey(channel));
    this.storeTimeline(channel, entry?.timeline ?? emptyTimeline, state);
  }

  /** Uploads changed: the bubbles of that channel show new progress. */
  private touchTimeline(channel: Channel): void {
    const entry = this.timelines.get(channelKey(channel));
    if (entry) this.storeTimeline(channel, entry.timeline, entry.view.state);
  }

  private storeTimeline(channel: Channel, timeline: Timeline, state: TimelineView['state']): void {
    if (this.disposed) return;
    const uploads = new Map<string, UploadView>();
    for (const message of timeline.messages) {
      const upload = this.uploads.get(message.clientMsgNo);
      if (upload) uploads.set(message.clientMsgNo, upload);
      else {
        const preview = this.previews.get(message.clientMsgNo);
        if (preview && message.status !== SendStatus.Normal) {
          uploads.set(message.clientMsgNo, { progress: 1, previewUrl: preview });
        }
      }
    }
    const view: TimelineView = {
      channel,
      state,
      messages: timeline.messages,
      hasOlder: timeline.hasOlder,
      streaming: timeline.streaming,
      uploads,
    };
    this.timelines.set(channelKey(channel), { timeline, view });
    this.emit();
  }

  private publishConversations(state = this.snapshot.conversationsState): void {
    if (this.disposed) return;
    const conversations = this.client.conversations
      .list()
      .map((conversation) => conversationView(conversation, this.streamTexts));
    const unreadTotal = this.client.conversations.totalUnread();
    this.snapshot = { ...this.snapshot, conversations, conversationsState: state, unreadTotal };
    this.options.onUnreadTotal(unreadTotal);
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const EMPTY_VIEW: TimelineView = {
  channel: { channelID: '', channelType: 0 },
  state: 'loading',
  messages: [],
  hasOlder: false,
  streaming: [],
  uploads: new Map(),
};

/**
 * App start with a token: the chat account (GET /api/chat/login, status 200, asked once per
 * token: see `chatAccount`), the connection data
 * (GET /api/chat/getWebSocketUrl), then the socket it names.
 */
export async function startChatRuntime(options: ChatRuntimeOptions): Promise<ChatRuntime> {
  const goOn = () => {
    if (options.stillWanted?.() === false) throw new Error('chat stopped before it started');
  };
  goOn();
  if (!(await chatAccount())) throw new Error('chat login refused');
  goOn();
  const connection = await getWebSocketUrl();
  goOn();
  const address = socketAddress(
    connection.ws_url,
    options.pageProtocol ?? globalThis.location.protocol,
  );
  const runtime = new ChatRuntime(connection.uid, connection.token, address, options);
  runtime.connect();
  return runtime;
}
