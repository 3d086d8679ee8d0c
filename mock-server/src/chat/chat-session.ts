import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '@storefront/protocol/constants';
import type { ChatCrypto } from '@storefront/protocol/crypto/chat-crypto';
import type { SessionKeys } from '@storefront/protocol/crypto/session-keys';
import { decodePacket, encodePacket, type WireOptions } from '@storefront/protocol/wire/codec';
import { headerPacketType, NO_FLAGS } from '@storefront/protocol/wire/frame-header';
import { FrameSplitter } from '@storefront/protocol/wire/frame-splitter';
import type { Packet } from '@storefront/protocol/wire/packet';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import type { ConnectPacket } from '@storefront/protocol/wire/packets/connect';
import { PONG } from '@storefront/protocol/wire/packets/heartbeat';
import type { RecvPacket } from '@storefront/protocol/wire/packets/recv';
import type { SendPacket } from '@storefront/protocol/wire/packets/send';
import type { SubPacket } from '@storefront/protocol/wire/packets/sub';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { encodeSetting } from '@storefront/protocol/wire/setting';
import {
  carriesStreamFields,
  messageSeqIsU64,
  negotiatedVersion,
} from '@storefront/protocol/wire/protocol-version';
import { DEFAULT_STREAM_LAYOUT, type StreamLayout } from '@storefront/protocol/wire/stream-layout';
import { describeWireError, type PartialSend } from '@storefront/protocol/wire/wire-error';
import { sessionKey } from '../domain/accounts';
import { clock } from '../domain/clock';
import { routeFor } from './channel-route';
import type { ChatHub, DeliveryTarget } from './chat-hub';
import { contentFacts } from './content-facts';
import { KeyAgreement } from './key-agreement';
import type { ChatLimits } from './chat-limits';
import { maxFrameBytes } from './chat-limits';
import { checkShopperContent, mayWrite, senderKind, type SenderKind } from './chat-permissions';
import { RecvRetryQueue } from './recv-retry';
import { queueSend } from './send-batch';
import type { PostedMessage } from './message-log';
import type { StoredMessage } from './chat-state';

export interface SessionSettings {
  crypto: ChatCrypto;
  nodeId: bigint;
  /** Shared and changeable: read on every use. */
  limits: ChatLimits;
  log: (line: string) => void;
}

type Phase = 'awaiting-connect' | 'connected' | 'closed';

const OPEN = 1;

/**
 * One WebSocket connection of the gateway: the CONNECT handshake, the connection's protocol version
 * and keys, then SEND, RECVACK, PING, SUB and DISCONNECT. Anything malformed closes this connection
 * only, but a SEND that fails after its clientSeq: that one is answered (SENDACK payloadDecodeError).
 */
export class ChatSession implements DeliveryTarget {
  uid = '';
  deviceFlag = 0;
  /**
   * Negotiated protocol version: min(client's, 6), as WuKongIM's current server keeps it
   * (`negotiatedVersion`). CONNECT's layout does not depend on it.
   */
  version = PROTOCOL_VERSION;
  /** Last time anything arrived (ms), for the idle sweep. */
  lastSeen: number;
  /** When the socket opened (ms): CONNECT must be accepted within connectDeadlineMs. */
  readonly openedAt: number;
  /** Since when part of a packet or WebSocket frame is waiting for its rest (ms); 0: nothing. */
  pendingSince = 0;
  /** The chat token this connection signed in with (its shop session may end: sign-out). */
  token = '';
  private phase: Phase = 'awaiting-connect';
  private keys: SessionKeys | undefined;
  private kind: SenderKind = 'party';
  /** Before CONNECT a packet may be a few KB only; replaced once the connection is accepted. */
  private splitter: FrameSplitter;
  private preAuthBytes = 0;
  private readonly retries: RecvRetryQueue;
  private readonly onRawData = (chunk: Buffer) => this.rawData(chunk);

  /**
   * `stream` is the TCP socket under `socket`. Packets go out through `socket.send` (ws frames
   * them); the gateway only corks `stream` for the rest of the turn so a turn's packets to this
   * connection leave in one write (send-batch.ts), and reads its raw bytes to bound what a
   * connection may hold before CONNECT and how long a started packet may take.
   */
  constructor(
    private readonly socket: WebSocket,
    private readonly stream: Duplex,
    private readonly hub: ChatHub,
    private readonly settings: SessionSettings,
    /** The stream layout the socket's URL asked for (`?stream=`), if any (chat-gateway.ts). */
    private readonly streamsAsked?: StreamLayout,
  ) {
    this.lastSeen = Date.now();
    this.openedAt = this.lastSeen;
    const limits = settings.limits;
    this.splitter = new FrameSplitter({ maxRemainingLength: limits.preAuthBytes });
    this.retries = new RecvRetryQueue(limits);
    // Before ws reads the bytes: a chunk marks a packet as started until a whole one completes.
    stream.prependListener('data', this.onRawData);
  }

  private isClosed(): boolean {
    return this.phase === 'closed';
  }

  get connected(): boolean {
    return this.phase === 'connected';
  }

  /**
   * The stream layout this connection gets streamed messages in (DeliveryTarget): the one its URL
   * asked for, on versions 2 to 4 (no stream fields from version 5). Undefined: it gets a streamed
   * answer whole, when the stream ends.
   */
  get streams(): StreamLayout | undefined {
    return carriesStreamFields(this.version) ? this.streamsAsked : undefined;
  }

  /** How this connection's packets are laid out: its version, and its stream layout. */
  private wireOptions(): WireOptions {
    return { version: this.version, streamLayout: this.streamsAsked ?? DEFAULT_STREAM_LAYOUT };
  }

  /** Bytes of one WebSocket message: any number of frames, or part of one. */
  receive(chunk: Uint8Array): void {
    if (this.phase === 'closed') return;
    this.lastSeen = Date.now();
    const split = this.splitter.push(chunk);
    for (const frame of split.frames) {
      // A packet before this one may have closed the connection.
      if (this.isClosed()) return;
      if (this.phase === 'connected' && isWholeRecvack(frame, this.version)) {
        this.retries.acknowledge(recvackMessageId(frame));
        continue;
      }
      const decoded = decodePacket(frame, this.wireOptions());
      if (!decoded.ok) {
        // A SEND that fails after its clientSeq is answered, not closed: an SDK whose SEND the
        // gateway cannot read would reconnect and send it again, for ever.
        if (decoded.partialSend && this.phase === 'connected') {
          this.undecodableSend(decoded.partialSend, frame.length, describeWireError(decoded.error));
          continue;
        }
        return this.abort(`undecodable ${decoded.error.kind}`);
      }
      this.handle(decoded.value);
    }
    if (!split.ok) return this.abort(`garbage ${split.error.kind}`);
    this.frameCompleted();
  }

  /** A whole WebSocket message (or control frame) arrived: nothing is pending but the splitter's. */
  frameCompleted(): void {
    if (this.splitter.bufferedBytes === 0) this.pendingSince = 0;
    else if (this.pendingSince === 0) this.pendingSince = Date.now();
  }

  private rawData(chunk: Buffer): void {
    if (this.pendingSince === 0) this.pendingSince = Date.now();
    if (this.phase === 'awaiting-connect') {
      this.preAuthBytes += chunk.length;
      // The CONNECT's WebSocket frame may add up to 14 bytes of header and mask.
      if (this.preAuthBytes > this.settings.limits.preAuthBytes + 14) {
        this.abort(`more than ${this.settings.limits.preAuthBytes} bytes before CONNECT`);
      }
    }
  }

  /**
   * The gateway's sweep: closes a connection past a deadline (CONNECT, a started packet, silence)
   * and sends again the RECVs that are due. Returns false once the connection is closed.
   */
  sweep(now: number): boolean {
    if (this.phase === 'closed') return false;
    const limits = this.settings.limits;
    if (this.phase === 'awaiting-connect' && now - this.openedAt >= limits.connectDeadlineMs) {
      this.abort('no CONNECT in time');
      return false;
    }
    if (this.pendingSince !== 0 && now - this.pendingSince >= limits.packetDeadlineMs) {
      this.abort('a started packet was not finished in time');
      return false;
    }
    if (now - this.lastSeen >= limits.idleTimeoutMs) {
      this.drop();
      return false;
    }
    if (this.phase === 'connected') this.retries.resendDue(now, (frame) => this.write(frame));
    return !this.isClosed();
  }

  /** Unacknowledged RECVs waiting for redelivery (tests, the bench). */
  get unacknowledged(): number {
    return this.retries.size;
  }

  /** The socket closed (by either side). */
  closed(): void {
    this.stream.off('data', this.onRawData);
    this.retries.clear();
    if (this.phase === 'closed') return;
    const wasConnected = this.phase === 'connected';
    this.phase = 'closed';
    if (wasConnected) this.hub.detach(this);
  }

  deliver(recv: RecvPacket, plaintext: Uint8Array): void {
    if (this.phase !== 'connected' || !this.keys) return;
    // The RECV carries every field its msgKey covers; this connection's seal goes in, and it is
    // encoded at once, before the next connection seals its own (DeliveryTarget).
    const sealed = this.keys.sealRecv(recv, plaintext);
    recv.msgKey = sealed.msgKey;
    recv.payload = sealed.payload;
    const frame = this.send(recv);
    // Stored messages come again until acknowledged (WuKongIM's retry queue); signals do not.
    if (frame && recv.messageSeq > 0 && !recv.flags.noPersist) {
      this.retries.add(Number(recv.messageID), frame, Date.now());
    }
  }

  kick(reasonCode: number, reason: string): void {
    if (this.phase === 'closed') return;
    this.send({ type: PacketType.DISCONNECT, flags: NO_FLAGS, reasonCode, reason });
    this.closeSoon();
  }

  drop(): void {
    this.socket.terminate();
    this.closed();
  }

  private handle(packet: Packet): void {
    if (this.phase === 'awaiting-connect') {
      if (packet.type !== PacketType.CONNECT) return this.abort('first packet is not CONNECT');
      return this.onConnect(packet);
    }
    switch (packet.type) {
      case PacketType.SEND:
        return this.onSend(packet);
      case PacketType.PING:
        this.send(PONG);
        return;
      case PacketType.RECVACK:
        return this.retries.acknowledge(Number(packet.messageID));
      case PacketType.SUB:
        return this.onSub(packet);
      case PacketType.DISCONNECT:
        this.socket.close();
        return this.closed();
      case PacketType.CONNECT:
        return this.abort('second CONNECT');
      default:
        this.settings.log(`chat: ${this.uid} sent an unexpected packet type ${packet.type}`);
    }
  }

  private onConnect(connect: ConnectPacket): void {
    // Every later packet both ways uses the negotiated layout (a version-2 client never sees expire).
    this.version = negotiatedVersion(Math.max(connect.version, 1));
    const fail = (reasonCode: number, why: string) => {
      this.settings.log(`chat: CONNECT of ${JSON.stringify(connect.uid)} refused: ${why}`);
      this.connack(connect, reasonCode, '', '');
      this.closeSoon();
    };
    if (connect.clientKey === '') return fail(ReasonCode.clientKeyIsEmpty, 'no client key');
    if (!this.tokenMatches(connect)) return fail(ReasonCode.authFail, 'token');
    const agreement = new KeyAgreement();
    const salt = randomBytes(16).toString('hex');
    this.keys = agreement.sessionKeys(this.settings.crypto, connect.clientKey, salt);
    if (!this.keys) return fail(ReasonCode.authFail, 'unusable client key');
    this.uid = connect.uid;
    this.token = connect.token;
    this.deviceFlag = connect.deviceFlag;
    this.kind = senderKind(this.hub.store.db, connect.uid);
    this.phase = 'connected';
    this.pendingSince = 0;
    // Connected: packets up to a SEND of the content limit (and a little more, to refuse it).
    this.splitter = new FrameSplitter({ maxRemainingLength: maxFrameBytes(this.settings.limits) });
    this.hub.attach(this, { code: ReasonCode.connectKick, text: 'logged in on another device' });
    this.connack(connect, ReasonCode.success, agreement.publicKey, salt);
  }

  /** Whether this connection's chat token still holds (its shop session may have ended). */
  stillSignedIn(): boolean {
    return this.tokenMatches({ token: this.token, uid: this.uid });
  }

  private tokenMatches(connect: Pick<ConnectPacket, 'token' | 'uid'>): boolean {
    const { db } = this.hub.store;
    const issued = db.first(
      db.q
        .selectFrom('chatTokens')
        .select(['uid', 'session'])
        .where('key', '=', sessionKey(connect.token)),
    );
    if (!issued || issued.uid !== connect.uid) return false;
    // A shopper's chat token lives as long as the shop session it was issued to (both hashed).
    if (issued.session === null) return true;
    const session = db.first(
      db.q
        .selectFrom('sessions')
        .select('key')
        .where('key', '=', issued.session)
        .where('expiresAt', '>', clock.now()),
    );
    return session !== undefined;
  }

  private connack(connect: ConnectPacket, reasonCode: number, serverKey: string, salt: string) {
    this.send({
      type: PacketType.CONNACK,
      serverVersion: this.version,
      timeDiff: BigInt(clock.now()) - connect.clientTimestamp,
      reasonCode,
      serverKey,
      salt,
      nodeId: this.settings.nodeId,
    });
  }

  private onSend(send: SendPacket): void {
    const now = Date.now();
    const limits = this.settings.limits;
    // The message and byte rates are the uid's, across all of its connections.
    if (!this.hub.budgets.takeSend(this.uid, now, send.payload.length)) {
      return this.sendack(send, ReasonCode.rateLimit);
    }
    // Sealed content is base64 (up to 2 '=') of AES-CBC (up to 16 bytes of padding): refuse what
    // cannot fit before spending the decryption on it.
    if (Math.floor(send.payload.length / 4) * 3 - 18 > limits.maxContentBytes) {
      return this.sendack(send, ReasonCode.payloadDecodeError);
    }
    // The SEND carries every field its msgKey covers.
    const opened = this.keys!.openSend(send, send.payload, send.msgKey);
    if (!opened.ok) {
      return this.sendack(
        send,
        opened.reason === 'msg-key-mismatch'
          ? ReasonCode.msgKeyError
          : ReasonCode.payloadDecodeError,
      );
    }
    if (opened.plaintext.length > limits.maxContentBytes) {
      return this.sendack(send, ReasonCode.payloadDecodeError);
    }
    const { db } = this.hub.store;
    const routed = routeFor(db, this.uid, send.channelID, send.channelType);
    if (!routed.ok) return this.sendack(send, routed.reasonCode);
    const allowed = mayWrite(db, this.kind, this.uid, send.channelID, send.channelType);
    if (allowed !== ReasonCode.success) return this.sendack(send, allowed);
    let content = opened.plaintext;
    if (this.kind === 'shopper') {
      const checked = checkShopperContent(db, routed.route, content, limits.maxContentBytes);
      if (!checked.ok) return this.sendack(send, checked.reasonCode);
      content = checked.plaintext;
      // What a shopper stores is budgeted as it is kept: base64, 4/3 of the content.
      const stored = Math.ceil(content.length / 3) * 4;
      if (!send.flags.noPersist && !this.hub.budgets.takeStored(this.uid, now, stored)) {
        return this.sendack(send, ReasonCode.rateLimit);
      }
    }
    const posted: PostedMessage = {
      from: this.uid,
      clientMsgNo: send.clientMsgNo,
      clientSeq: send.clientSeq,
      setting: encodeSetting(send.setting),
      reddot: send.flags.reddot,
      syncOnce: send.flags.syncOnce,
      expire: send.expire ?? 0,
      content,
    };
    if (send.topic) posted.topic = send.topic;
    if (send.streamNo) posted.streamNo = send.streamNo;
    Object.assign(posted, contentFacts(content));
    let message: StoredMessage;
    try {
      // Stored (committed) before it is acknowledged or delivered; a resend finds it (a duplicate).
      message = send.flags.noPersist
        ? this.hub.postTransient(routed.route, posted, {}, this)
        : this.hub.post(routed.route, posted, this).message;
    } catch (error) {
      // Nothing was stored or delivered: the client sends it again.
      this.settings.log(`chat: storing a message failed: ${String(error)}`);
      return this.sendack(send, ReasonCode.systemError);
    }
    // A message not stored has messageSeq 0.
    this.sendack(send, ReasonCode.success, BigInt(message.id), message.seq);
  }

  /**
   * A SEND whose body does not decode after its clientSeq: SENDACK payloadDecodeError for that
   * clientSeq, and the connection stays. It costs the sender's budget like any SEND (its frame's
   * bytes), so a stream of them ends in rateLimit.
   */
  private undecodableSend(partial: PartialSend, frameBytes: number, why: string): void {
    this.settings.log(
      `chat: a SEND of ${this.uid} (clientSeq ${partial.clientSeq}) does not decode: ${why}`,
    );
    if (!this.hub.budgets.takeSend(this.uid, Date.now(), frameBytes)) {
      return this.sendack(partial, ReasonCode.rateLimit);
    }
    this.sendack(partial, ReasonCode.payloadDecodeError);
  }

  private sendack(
    send: Pick<SendPacket, 'clientSeq'>,
    reasonCode: number,
    messageID = 0n,
    messageSeq = 0,
  ): void {
    this.send({
      type: PacketType.SENDACK,
      flags: NO_FLAGS,
      messageID,
      clientSeq: send.clientSeq,
      messageSeq,
      reasonCode,
    });
  }

  /** SUB answers as SEND would: the same route and the same rule of who may write to whom. */
  private onSub(sub: SubPacket): void {
    const { db } = this.hub.store;
    const routed = routeFor(db, this.uid, sub.channelID, sub.channelType);
    this.send({
      type: PacketType.SUBACK,
      flags: NO_FLAGS,
      clientMsgNo: sub.clientMsgNo,
      channelID: sub.channelID,
      channelType: sub.channelType,
      action: sub.action,
      reasonCode: routed.ok
        ? mayWrite(db, this.kind, this.uid, sub.channelID, sub.channelType)
        : routed.reasonCode,
    });
  }

  /**
   * One packet per WebSocket message (SDK 1.0.4 mangles a second packet in the same message),
   * through ws's own send. The codec's frame is a view on its writer's larger buffer, so it is
   * copied; the copy is what a RECV's redelivery sends again. Past `maxQueuedBytes` waiting to be
   * sent the connection is a slow consumer and is closed: it loses nothing, messages are stored
   * and synced on reconnect.
   */
  private send(packet: Packet): Buffer | undefined {
    if (this.socket.readyState !== OPEN) return undefined;
    const encoded = encodePacket(packet, this.wireOptions());
    if (!encoded.ok) {
      this.settings.log(`chat: cannot encode packet ${packet.type} for ${this.uid}`);
      return undefined;
    }
    const frame = Buffer.from(encoded.value);
    return this.write(frame) ? frame : undefined;
  }

  private write(frame: Buffer): boolean {
    if (this.socket.readyState !== OPEN) return false;
    if (this.socket.bufferedAmount + frame.length > this.settings.limits.maxQueuedBytes) {
      this.abort(`slow consumer: over ${this.settings.limits.maxQueuedBytes} bytes waiting`);
      return false;
    }
    queueSend(this.stream);
    this.socket.send(frame, BINARY);
    return true;
  }

  /** Close after what was sent has gone out. */
  private closeSoon(): void {
    const wasConnected = this.phase === 'connected';
    this.phase = 'closed';
    if (wasConnected) this.hub.detach(this);
    this.socket.close();
  }

  /**
   * Closes at once: the TCP connection is destroyed, so whatever waits to be sent is freed (a close
   * frame would wait behind it).
   */
  private abort(why: string): void {
    this.settings.log(`chat: closing the connection of ${this.uid || 'a guest'}: ${why}`);
    this.socket.terminate();
    this.closed();
  }
}

const BINARY = { binary: true } as const;

/** The messageID of a RECVACK frame that isWholeRecvack accepted: a u64 after the 2 header bytes. */
function recvackMessageId(frame: Uint8Array): number {
  const view = Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  return view.readUInt32BE(2) * 0x1_0000_0000 + view.readUInt32BE(6);
}

/**
 * A RECVACK the gateway may skip without decoding: the frame splitter has checked its length, and
 * any 12 bytes or more make a valid body (a u64 messageID and a u32 messageSeq, later bytes
 * ignored; 16 from version 6, where messageSeq is a u64). Frames of up to 129 bytes have a one-byte
 * remaining length, so the body is all but the first two bytes. Every other frame goes through the
 * decoder.
 */
function isWholeRecvack(frame: Uint8Array, version: number): boolean {
  const minBody = messageSeqIsU64(version) ? 16 : 12;
  return (
    headerPacketType(frame[0]!) === PacketType.RECVACK &&
    frame.length >= 2 + minBody &&
    frame.length <= 129
  );
}
