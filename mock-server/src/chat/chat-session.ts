import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '@storefront/protocol/constants';
import type { ChatCrypto } from '@storefront/protocol/crypto/chat-crypto';
import type { SessionKeys } from '@storefront/protocol/crypto/session-keys';
import { decodePacket, encodePacket } from '@storefront/protocol/wire/codec';
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
import { sessionKey, userForSessionKey } from '../domain/accounts';
import { clock } from '../domain/clock';
import { routeFor } from './channel-route';
import type { ChatHub, DeliveryTarget } from './chat-hub';
import { chatState } from './chat-state';
import { contentFacts } from './content-facts';
import { KeyAgreement } from './key-agreement';
import { Outbox } from './outbox';
import type { PostedMessage } from './message-log';
import { SendRateLimiter, type RateLimit } from './rate-limiter';

export interface SessionSettings {
  crypto: ChatCrypto;
  nodeId: bigint;
  sendRate: RateLimit;
  log: (line: string) => void;
}

type Phase = 'awaiting-connect' | 'connected' | 'closed';

const OPEN = 1;

/**
 * One WebSocket connection of the gateway: the CONNECT handshake, the connection's protocol version
 * and keys, then SEND, RECVACK, PING, SUB and DISCONNECT. Anything malformed closes this connection
 * only.
 */
export class ChatSession implements DeliveryTarget {
  uid = '';
  deviceFlag = 0;
  /** Negotiated protocol version: min(client's, 4). CONNECT's layout does not depend on it. */
  version = PROTOCOL_VERSION;
  /** Last time anything arrived (ms), for the idle sweep. */
  lastSeen: number;
  private phase: Phase = 'awaiting-connect';
  private keys: SessionKeys | undefined;
  private readonly splitter = new FrameSplitter();
  private readonly limiter: SendRateLimiter;

  private readonly outbox: Outbox;

  /**
   * `stream` is the TCP socket under `socket`: packets sent in the same turn of the event loop (a
   * SENDACK and RECVs, a burst of RECVs) leave in one write instead of one system call each, each
   * packet still its own WebSocket message (outbox.ts).
   */
  constructor(
    private readonly socket: WebSocket,
    stream: Duplex,
    private readonly hub: ChatHub,
    private readonly settings: SessionSettings,
  ) {
    this.lastSeen = Date.now();
    this.limiter = new SendRateLimiter(settings.sendRate);
    this.outbox = new Outbox(stream, () => socket.readyState === OPEN);
  }

  private isClosed(): boolean {
    return this.phase === 'closed';
  }

  get connected(): boolean {
    return this.phase === 'connected';
  }

  /** Bytes of one WebSocket message: any number of frames, or part of one. */
  receive(chunk: Uint8Array): void {
    if (this.phase === 'closed') return;
    this.lastSeen = Date.now();
    const split = this.splitter.push(chunk);
    for (const frame of split.frames) {
      // A packet before this one may have closed the connection.
      if (this.isClosed()) return;
      if (this.phase === 'connected' && isWholeRecvack(frame)) continue; // read and ignored
      const decoded = decodePacket(frame, { version: this.version });
      if (!decoded.ok) return this.abort(`undecodable ${decoded.error.kind}`);
      this.handle(decoded.value);
    }
    if (!split.ok) this.abort(`garbage ${split.error.kind}`);
  }

  /** The socket closed (by either side). */
  closed(): void {
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
    this.send(recv);
  }

  kick(reasonCode: number, reason: string): void {
    if (this.phase === 'closed') return;
    this.send({ type: PacketType.DISCONNECT, flags: NO_FLAGS, reasonCode, reason });
    this.closeSoon();
  }

  drop(): void {
    this.outbox.discard();
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
        return this.send(PONG);
      case PacketType.RECVACK:
        return;
      case PacketType.SUB:
        return this.onSub(packet);
      case PacketType.DISCONNECT:
        this.outbox.flush();
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
    this.version = Math.min(Math.max(connect.version, 1), PROTOCOL_VERSION);
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
    this.deviceFlag = connect.deviceFlag;
    this.phase = 'connected';
    this.hub.attach(this, { code: ReasonCode.connectKick, text: 'logged in on another device' });
    this.connack(connect, ReasonCode.success, agreement.publicKey, salt);
  }

  private tokenMatches(connect: ConnectPacket): boolean {
    const state = this.hub.store.state;
    const tokens = chatState(state).tokens;
    const key = sessionKey(connect.token);
    const issued = Object.hasOwn(tokens, key) ? tokens[key] : undefined;
    if (!issued || issued.uid !== connect.uid) return false;
    // A shopper's chat token lives as long as the shop session it was issued to (both hashed).
    return issued.session === null || userForSessionKey(state, issued.session) !== undefined;
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
    if (!this.limiter.take(Date.now())) return this.sendack(send, ReasonCode.rateLimit);
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
    const routed = routeFor(this.hub.store.state, this.uid, send.channelID, send.channelType);
    if (!routed.ok) return this.sendack(send, routed.reasonCode);
    const posted: PostedMessage = {
      from: this.uid,
      clientMsgNo: send.clientMsgNo,
      clientSeq: send.clientSeq,
      setting: encodeSetting(send.setting),
      reddot: send.flags.reddot,
      syncOnce: send.flags.syncOnce,
      expire: send.expire ?? 0,
      content: opened.plaintext,
    };
    if (send.topic) posted.topic = send.topic;
    if (send.streamNo) posted.streamNo = send.streamNo;
    Object.assign(posted, contentFacts(opened.plaintext));
    if (send.flags.noPersist) {
      const message = this.hub.postTransient(routed.route, posted, {}, this);
      return this.sendack(send, ReasonCode.success, BigInt(message.id), 0);
    }
    const { message, durable } = this.hub.publish(routed.route, posted, this);
    if (!durable) return this.sendack(send, ReasonCode.success, BigInt(message.id), message.seq);
    durable.then(
      () => this.sendack(send, ReasonCode.success, BigInt(message.id), message.seq),
      (error: unknown) => {
        this.settings.log(`chat: storing a message failed: ${String(error)}`);
        this.sendack(send, ReasonCode.systemError);
      },
    );
  }

  private sendack(send: SendPacket, reasonCode: number, messageID = 0n, messageSeq = 0): void {
    this.send({
      type: PacketType.SENDACK,
      flags: NO_FLAGS,
      messageID,
      clientSeq: send.clientSeq,
      messageSeq,
      reasonCode,
    });
  }

  private onSub(sub: SubPacket): void {
    const routed = routeFor(this.hub.store.state, this.uid, sub.channelID, sub.channelType);
    this.send({
      type: PacketType.SUBACK,
      flags: NO_FLAGS,
      clientMsgNo: sub.clientMsgNo,
      channelID: sub.channelID,
      channelType: sub.channelType,
      action: sub.action,
      reasonCode: routed.ok ? ReasonCode.success : routed.reasonCode,
    });
  }

  /** One packet per WebSocket message: SDK 1.0.4 mangles a second packet in the same message. */
  private send(packet: Packet): void {
    if (this.socket.readyState !== OPEN) return;
    const frame = encodePacket(packet, { version: this.version });
    if (!frame.ok) {
      this.settings.log(`chat: cannot encode packet ${packet.type} for ${this.uid}`);
      return;
    }
    this.outbox.push(frame.value);
  }

  /** Close after what was sent has gone out. */
  private closeSoon(): void {
    const wasConnected = this.phase === 'connected';
    this.phase = 'closed';
    if (wasConnected) this.hub.detach(this);
    this.outbox.flush();
    this.socket.close();
  }

  private abort(why: string): void {
    this.settings.log(`chat: closing the connection of ${this.uid || 'a guest'}: ${why}`);
    this.outbox.discard();
    this.socket.terminate();
    this.closed();
  }
}

/**
 * A RECVACK the gateway may skip without decoding: the frame splitter has checked its length, and
 * any 12 bytes or more make a valid body (a u64 and a u32, later bytes ignored). Frames of up to
 * 129 bytes have a one-byte remaining length, so the body is all but the first two bytes. Every
 * other frame goes through the decoder.
 */
function isWholeRecvack(frame: Uint8Array): boolean {
  return (
    headerPacketType(frame[0]!) === PacketType.RECVACK && frame.length >= 14 && frame.length <= 129
  );
}
