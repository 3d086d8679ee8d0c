import { HEARTBEAT_INTERVAL_MS, PING_MAX_RETRIES } from '@storefront/protocol/constants';
import type { RateLimit } from './rate-limiter';

/**
 * Every limit and deadline of the chat, in one object the gateway, its sessions and the message log
 * read on each use, so `/__mock/chat/limits` (and `createChat({limits})`) can change them while the
 * server runs. The numbers, and what a client sees when it meets one, are in docs/chat.md
 * ("Limits and deadlines").
 */
export interface ChatLimits {
  /** Bytes waiting to be sent to one connection; past it the connection is a slow consumer and is closed. */
  maxQueuedBytes: number;
  /** Bytes a connection may send before its CONNECT is accepted (a CONNECT is a few hundred). */
  preAuthBytes: number;
  /** A connection must have sent an accepted CONNECT this long after it opened. */
  connectDeadlineMs: number;
  /** A packet (or WebSocket frame) that has started arriving must be complete within this. */
  packetDeadlineMs: number;
  /** A connection that sends nothing for this long is closed (3 missed heartbeats). */
  idleTimeoutMs: number;
  /** Largest decrypted message content a SEND may carry, bytes. */
  maxContentBytes: number;
  /**
   * Live connections one uid may hold (any device flags); a connection past it kicks the uid's
   * oldest (DISCONNECT connectKick), as WuKongIM kicks an earlier one of the same device flag.
   */
  connectionsPerUid: number;
  /** SENDs per uid: one bucket across all of the uid's connections. */
  sendRate: RateLimit;
  /** SEND payload bytes per uid (as they arrive, encrypted), across all of its connections. */
  byteRate: RateLimit;
  /**
   * Message bytes a shopper may have stored (as kept: base64, 4/3 of the content), across its
   * channels and connections: a budget that refills at `perSecond`. Agents and the control API's
   * parties are not counted (the channel caps bound what they store).
   */
  shopperStoredBytes: RateLimit;
  /** Messages one channel keeps: the oldest are forgotten past it. */
  channelMessages: number;
  /** Message bytes one channel keeps (as stored, base64): the oldest are forgotten past it. */
  channelBytes: number;
  /** A RECV without RECVACK is sent again after this long... */
  recvRetryMs: number;
  /** ...at most this many times, while the connection lives. */
  recvRetries: number;
  /** Unacknowledged RECVs one connection keeps for redelivery (the oldest stop being retried). */
  maxUnacked: number;
}

export const DEFAULT_CHAT_LIMITS: Readonly<ChatLimits> = Object.freeze({
  maxQueuedBytes: 1024 * 1024,
  preAuthBytes: 4096,
  connectDeadlineMs: 10_000,
  packetDeadlineMs: 10_000,
  idleTimeoutMs: PING_MAX_RETRIES * HEARTBEAT_INTERVAL_MS,
  maxContentBytes: 16 * 1024,
  connectionsPerUid: 8,
  sendRate: Object.freeze({ perSecond: 100, burst: 200 }),
  byteRate: Object.freeze({ perSecond: 128 * 1024, burst: 512 * 1024 }),
  shopperStoredBytes: Object.freeze({ perSecond: 1024, burst: 256 * 1024 }),
  channelMessages: 10_000,
  channelBytes: 4 * 1024 * 1024,
  recvRetryMs: 10_000,
  recvRetries: 5,
  maxUnacked: 256,
});

/**
 * Largest SEND frame a connection may send once connected: a SEND whose content is up to 3 times
 * the content limit still arrives whole and is refused with a SENDACK (the content is AES-CBC
 * sealed and base64-encoded, 4/3 of its size, plus at most a few hundred bytes of fields); anything
 * larger closes the connection like any other oversize frame.
 */
export function maxFrameBytes(limits: ChatLimits): number {
  return limits.maxContentBytes * 4 + 4096;
}

/** A fresh, changeable copy of the defaults with `changes` applied. */
export function chatLimits(changes: Partial<ChatLimits> = {}): ChatLimits {
  return {
    ...DEFAULT_CHAT_LIMITS,
    sendRate: { ...DEFAULT_CHAT_LIMITS.sendRate },
    byteRate: { ...DEFAULT_CHAT_LIMITS.byteRate },
    shopperStoredBytes: { ...DEFAULT_CHAT_LIMITS.shopperStoredBytes },
    ...changes,
  };
}
