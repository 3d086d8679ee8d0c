import {
  MESSAGE_EXTRAS_SYNC_LIMIT,
  RECEIPT_FLUSH_INTERVAL_MS,
  SEND_BATCH_SIZE,
  SEND_INTERVAL_MS,
} from '../constants';
import { decodeContent, encodeContent } from '../content/content-codec';
import type { MessageContent } from '../content/message-content';
import { isVisibleTo } from '../content/visibility';
import type { ClientCrypto } from '../crypto/chat-crypto';
import { newClientMsgNo } from '../wire/client-msg-no';
import type { ConnectStatus } from '../wire/connect-status';
import type { Packet } from '../wire/packet';
import { PacketType } from '../wire/packet-type';
import type { RecvPacket } from '../wire/packets/recv';
import { recvackFor } from '../wire/packets/recvack';
import type { SendPacket } from '../wire/packets/send';
import type { SendackPacket } from '../wire/packets/sendack';
import { ReasonCode } from '../wire/reason-code';
import { SendStatus } from '../wire/send-status';
import { StreamFlag } from '../wire/stream-flag';
import type { Channel } from './channel';
import { ChannelDirectory } from './channel-directory';
import { Connection } from './connection';
import { Conversations } from './conversations';
import { ListenerSet } from './listeners';
import type { ChatLogger } from './log';
import { consoleLogger } from './log';
import type { ChatMessage, MessageSetting } from './message';
import { emptyRemoteExtra } from './message';
import type { ChatProviders, MessageExtraUpdate, SyncMessagesOptions } from './providers';
import { MissingProviderError } from './providers';
import { ReceiptQueue } from './receipt-queue';
import { Reminders } from './reminders';
import { SendPacer } from './send-pacer';
import { Subscriptions } from './subscriptions';
import type { ChatSocketConstructor } from './transport';
import type { MessageUploadTask } from './upload-task';
import { UploadTasks, UploadTaskStatus } from './upload-task';

export interface ChatClientConfig {
  /** The signed-in user (from GET /api/chat/getWebSocketUrl). */
  uid: string;
  token: string;
  /** Socket address; or give `providers.connectAddress`. */
  address?: string;
  /** WebSocket constructor; defaults to the global one (Node 20: pass `ws`'s). */
  WebSocket?: ChatSocketConstructor;
  /**
   * `portableCrypto` in browsers (AES through WebCrypto), `nodeCrypto` in Node. Passed in rather
   * than defaulted, so a browser bundle can load the crypto as a chunk of its own.
   */
  crypto: ClientCrypto;
  providers?: ChatProviders;
  logger?: ChatLogger;
}

export interface SendOptions {
  /** Kept when given (a resend from another device); a fresh GUID-like number otherwise. */
  clientMsgNo?: string;
  receiptEnabled?: boolean;
  topic?: string;
  /** Seconds until the message expires, 0 never (servers of version 3 and up). */
  expire?: number;
  /** Part of a stream. */
  streamNo?: string;
  /** Counts towards the receiver's unread badge (default true). */
  reddot?: boolean;
  noPersist?: boolean;
  syncOnce?: boolean;
  /** The file an upload task sends first (image messages). */
  attachment?: unknown;
}

/** A message waiting for its SENDACK. */
interface Outgoing {
  message: ChatMessage;
  plaintext: Uint8Array;
  topic: string | undefined;
  expire: number | undefined;
  /** An upload task runs: the message leaves when it succeeds. */
  uploading: boolean;
  /** It left once already: later sends are resends (dup flag). */
  sentOnce: boolean;
}

/** How many received messageIDs the client remembers to drop redelivered RECVs. */
const RECENT_MESSAGE_IDS = 1000;

/**
 * The chat runtime, the framework-free equivalent of WuKongIM's web SDK: one per signed-in user.
 * Owns the connection, the sending queue (acknowledged by SENDACK, resent after reconnect), the
 * receive path (msgKey check, decrypt, RECVACK, routing), conversations, reminders, read receipts,
 * subscriptions and upload tasks.
 */
export class ChatClient {
  readonly uid: string;
  readonly providers: ChatProviders;
  readonly conversations: Conversations;
  readonly reminders: Reminders;
  readonly receipts: ReceiptQueue;
  readonly channels: ChannelDirectory;
  readonly subscriptions: Subscriptions;
  readonly uploads: UploadTasks;
  /** Chat messages, incoming (after the visibility rule) and outgoing. */
  readonly messages: ListenerSet<[ChatMessage]>;
  /** Command messages (content type 99): never chat messages. */
  readonly commands: ListenerSet<[ChatMessage]>;
  /** Pieces of a streamed message after its start. */
  readonly streams: ListenerSet<[ChatMessage]>;
  /** An outgoing message's status changed (Normal or Fail), with the SENDACK reason code. */
  readonly sendStatus: ListenerSet<[ChatMessage, number]>;

  private readonly logger: ChatLogger;
  private readonly connection: Connection;
  private readonly sending = new Map<number, Outgoing>();
  /** messageIDs of stored messages received lately: a RECV sent again (no RECVACK seen) shows once. */
  private readonly received = new Set<bigint>();
  private readonly pacer: SendPacer<number>;
  private clientSeq = 0;

  constructor(config: ChatClientConfig) {
    this.uid = config.uid;
    this.logger = config.logger ?? consoleLogger;
    this.providers = config.providers ?? {};
    const logger = this.logger;
    this.messages = new ListenerSet('message', logger);
    this.commands = new ListenerSet('command', logger);
    this.streams = new ListenerSet('stream', logger);
    this.sendStatus = new ListenerSet('send status', logger);
    this.conversations = new Conversations(this.providers, logger);
    this.reminders = new Reminders(this.providers, this.conversations);
    this.receipts = new ReceiptQueue(this.providers, logger, RECEIPT_FLUSH_INTERVAL_MS);
    this.channels = new ChannelDirectory(this.providers, logger);
    this.uploads = new UploadTasks(logger);
    this.pacer = new SendPacer(
      (seq) =>
        this.deliver(seq).catch((error: unknown) =>
          this.logger.error(`message ${seq} could not be sealed; kept for resend`, error),
        ),
      SEND_INTERVAL_MS,
      SEND_BATCH_SIZE,
    );
    this.connection = new Connection(
      {
        uid: config.uid,
        token: config.token,
        ...(config.address === undefined ? {} : { address: config.address }),
        addressProvider: () => this.providers.connectAddress,
        ...(config.WebSocket ? { WebSocket: config.WebSocket } : {}),
        crypto: config.crypto,
        logger,
      },
      {
        connected: () => this.onConnected(),
        socketGone: () => this.pacer.clear(),
        packet: (packet) => this.onPacket(packet),
      },
    );
    this.subscriptions = new Subscriptions((packet) => this.connection.send(packet), logger);
  }

  get status(): ConnectStatus {
    return this.connection.status;
  }

  /** (status, reasonCode) on every connection state change. */
  get statusChanges(): ListenerSet<[ConnectStatus, number]> {
    return this.connection.statusChanges;
  }

  /** Ping round trips in ms; 9999 when the server stopped answering. */
  get delayReports(): ListenerSet<[number]> {
    return this.connection.delayReports;
  }

  /** Protocol version agreed in CONNACK. */
  get serverVersion(): number {
    return this.connection.version;
  }

  /** Messages sent and not yet acknowledged. */
  get unacknowledged(): number {
    return this.sending.size;
  }

  connect(): void {
    this.connection.connect();
  }

  /** Disconnects on purpose: no reconnect until `connect` again. */
  disconnect(): void {
    this.connection.disconnect();
  }

  /** Disconnects and stops every timer (pacing, receipts). */
  dispose(): void {
    this.connection.disconnect();
    this.pacer.dispose();
    this.receipts.dispose();
  }

  /**
   * Sends a message: it is returned at once with status Wait and clientSeq set, becomes Normal or
   * Fail on its SENDACK, and is resent with the same clientSeq and clientMsgNo after a reconnect.
   * An image goes through the app's upload task first, if one is provided.
   */
  send(channel: Channel, content: MessageContent, options: SendOptions = {}): ChatMessage {
    this.clientSeq = (this.clientSeq % 0xffffffff) + 1;
    const setting: MessageSetting = {
      receiptEnabled: options.receiptEnabled ?? false,
      topic: options.topic !== undefined,
      streamOn: options.streamNo !== undefined,
    };
    const message: ChatMessage = {
      messageID: '',
      messageSeq: 0,
      clientMsgNo: options.clientMsgNo || newClientMsgNo(),
      clientSeq: this.clientSeq,
      streamNo: options.streamNo ?? '',
      streamId: '',
      streamFlag: StreamFlag.START,
      fromUID: this.uid,
      channel: { channelID: channel.channelID, channelType: channel.channelType },
      timestamp: Math.floor(Date.now() / 1000),
      content,
      status: SendStatus.Wait,
      header: {
        reddot: options.reddot ?? true,
        dup: false,
        noPersist: options.noPersist ?? false,
        syncOnce: options.syncOnce ?? false,
      },
      setting,
      remoteExtra: emptyRemoteExtra(),
      voicePlaying: false,
      voiceRead: false,
      isDeleted: false,
      isSentByMe: true,
      ...(options.attachment === undefined ? {} : { attachment: options.attachment }),
    };
    const outgoing: Outgoing = {
      message,
      plaintext: encodeContent(content),
      topic: options.topic,
      expire: options.expire,
      uploading: false,
      sentOnce: false,
    };
    this.sending.set(message.clientSeq, outgoing);
    const task = content.kind === 'image' ? this.providers.messageUploadTask?.(message) : undefined;
    this.messages.emit(message);
    this.conversations.applyMessage(message);
    if (task) this.startUpload(outgoing, task);
    else this.pacer.enqueue(message.clientSeq);
    return message;
  }

  /** A channel's history through the `syncMessages` provider. */
  syncMessages(channel: Channel, options: SyncMessagesOptions): Promise<ChatMessage[]> {
    const sync = this.providers.syncMessages;
    if (!sync) return Promise.reject(new MissingProviderError('syncMessages'));
    return sync(channel, options);
  }

  /** Message extras newer than `extraVersion`, 100 at a time. */
  syncMessageExtras(channel: Channel, extraVersion: number): Promise<MessageExtraUpdate[]> {
    const sync = this.providers.syncMessageExtras;
    if (!sync) return Promise.reject(new MissingProviderError('syncMessageExtras'));
    return sync(channel, extraVersion, MESSAGE_EXTRAS_SYNC_LIMIT);
  }

  /** Queues read receipts for messages the user has seen (throws without `messageRead`). */
  markRead(channel: Channel, messages: ChatMessage[]): void {
    this.receipts.add(channel, messages);
  }

  private onConnected(): void {
    this.subscriptions.resubscribe();
    this.pacer.clear();
    for (const [seq, outgoing] of this.sending) {
      if (!outgoing.uploading) this.pacer.enqueue(seq);
    }
  }

  /**
   * Seals and writes one SEND. The pacer waits for the returned promise before it delivers the
   * next, so SENDs leave in the order they were queued, and the 5-per-100 ms window counts writes.
   */
  private async deliver(clientSeq: number): Promise<void> {
    const outgoing = this.sending.get(clientSeq);
    if (!outgoing || outgoing.uploading) return;
    const keys = this.connection.sessionKeys;
    const { message } = outgoing;
    if (!keys) {
      this.logger.warn(`socket not open: message ${message.clientMsgNo} kept for resend`);
      return;
    }
    const sealed = await keys.sealSend(
      {
        clientSeq: message.clientSeq,
        clientMsgNo: message.clientMsgNo,
        channelID: message.channel.channelID,
        channelType: message.channel.channelType,
      },
      outgoing.plaintext,
    );
    const packet: SendPacket = {
      type: PacketType.SEND,
      flags: { ...message.header, dup: outgoing.sentOnce },
      setting: message.setting,
      clientSeq: message.clientSeq,
      clientMsgNo: message.clientMsgNo,
      channelID: message.channel.channelID,
      channelType: message.channel.channelType,
      msgKey: sealed.msgKey,
      payload: sealed.payload,
    };
    if (message.setting.streamOn) packet.streamNo = message.streamNo;
    if (outgoing.topic !== undefined) packet.topic = outgoing.topic;
    if (outgoing.expire !== undefined) packet.expire = outgoing.expire;
    // Sealed under this connection's keys: if it dropped meanwhile, the resend after the next
    // CONNACK seals it again with the new keys.
    if (this.connection.sessionKeys !== keys || this.sending.get(clientSeq) !== outgoing) return;
    if (this.connection.send(packet)) outgoing.sentOnce = true;
  }

  private startUpload(outgoing: Outgoing, task: MessageUploadTask): void {
    outgoing.uploading = true;
    const { message } = outgoing;
    const stop = task.changes.add(() => {
      if (task.status === UploadTaskStatus.success && task.remoteUrl !== undefined) {
        stop();
        if (message.content.kind === 'image') {
          message.content = { ...message.content, url: task.remoteUrl };
        }
        outgoing.plaintext = encodeContent(message.content);
        outgoing.uploading = false;
        this.pacer.enqueue(message.clientSeq);
      } else if (task.status === UploadTaskStatus.fail || task.status === UploadTaskStatus.cancel) {
        stop();
        this.sending.delete(message.clientSeq);
        message.status = SendStatus.Fail;
        this.sendStatus.emit(message, ReasonCode.unknown);
      }
    });
    this.uploads.add(task);
  }

  private onPacket(packet: Packet): void | Promise<void> {
    switch (packet.type) {
      case PacketType.RECV:
        return this.onRecv(packet);
      case PacketType.SENDACK:
        return this.onSendack(packet);
      case PacketType.SUBACK:
        return this.subscriptions.handleSuback(packet);
      default:
        this.logger.warn(`unexpected packet type ${packet.type}`);
    }
  }

  private onSendack(ack: SendackPacket): void {
    const outgoing = this.sending.get(ack.clientSeq);
    if (!outgoing) {
      this.logger.debug(`SENDACK for unknown clientSeq ${ack.clientSeq}`);
      return;
    }
    this.sending.delete(ack.clientSeq);
    const { message } = outgoing;
    message.status = ack.reasonCode === ReasonCode.success ? SendStatus.Normal : SendStatus.Fail;
    message.messageID = ack.messageID.toString();
    message.messageSeq = ack.messageSeq;
    this.sendStatus.emit(message, ack.reasonCode);
  }

  private async onRecv(packet: RecvPacket): Promise<void> {
    const keys = this.connection.sessionKeys;
    if (!keys) return;
    const opened = await keys.openRecv(
      {
        messageID: packet.messageID,
        messageSeq: packet.messageSeq,
        clientMsgNo: packet.clientMsgNo,
        timestamp: packet.timestamp,
        fromUID: packet.fromUID,
        channelID: packet.channelID,
        channelType: packet.channelType,
      },
      packet.payload,
      packet.msgKey,
    );
    if (!opened.ok) {
      this.logger.warn(`message ${packet.messageID} ignored: ${opened.reason}`);
      return;
    }
    if (this.connection.sessionKeys !== keys) return;
    this.connection.send(recvackFor(packet));
    // Stream pieces share their START's messageID: only whole stored messages are remembered.
    const streamPiece =
      packet.setting.streamOn && (packet.streamFlag ?? StreamFlag.START) !== StreamFlag.START;
    if (!packet.flags.noPersist && !streamPiece && packet.messageSeq > 0) {
      if (this.received.has(packet.messageID)) return;
      this.received.add(packet.messageID);
      if (this.received.size > RECENT_MESSAGE_IDS) {
        this.received.delete(this.received.values().next().value!);
      }
    }
    const message = this.messageFromRecv(packet, decodeContent(opened.plaintext));
    if (message.content.kind === 'command') {
      this.commands.emit(message);
      return;
    }
    if (message.setting.streamOn && message.streamFlag !== StreamFlag.START) {
      this.streams.emit(message);
      return;
    }
    if (!isVisibleTo(message.content, this.uid)) return;
    this.messages.emit(message);
    this.conversations.applyMessage(message);
    this.subscriptions.deliver(message);
  }

  private messageFromRecv(packet: RecvPacket, content: MessageContent): ChatMessage {
    return {
      messageID: packet.messageID.toString(),
      messageSeq: packet.messageSeq,
      clientMsgNo: packet.clientMsgNo,
      clientSeq: 0,
      streamNo: packet.streamNo ?? '',
      streamId: packet.streamId === undefined ? '' : String(packet.streamId),
      streamFlag: (packet.streamFlag ?? StreamFlag.START) as StreamFlag,
      fromUID: packet.fromUID,
      channel: { channelID: packet.channelID, channelType: packet.channelType },
      timestamp: packet.timestamp,
      content,
      status: SendStatus.Normal,
      header: { ...packet.flags },
      setting: { ...packet.setting },
      remoteExtra: emptyRemoteExtra(),
      voicePlaying: false,
      voiceRead: false,
      isDeleted: false,
      isSentByMe: packet.fromUID === this.uid,
    };
  }
}
