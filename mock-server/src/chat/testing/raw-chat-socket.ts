import { PROTOCOL_VERSION } from '@storefront/protocol/constants';
import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import { deriveSessionKeys, type SessionKeys } from '@storefront/protocol/crypto/session-keys';
import { decodePacket, encodePacket } from '@storefront/protocol/wire/codec';
import { NO_FLAGS, type HeaderFlags } from '@storefront/protocol/wire/frame-header';
import { FrameSplitter } from '@storefront/protocol/wire/frame-splitter';
import type { Packet, PacketOf } from '@storefront/protocol/wire/packet';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import type { ConnackPacket } from '@storefront/protocol/wire/packets/connack';
import type { SendPacket } from '@storefront/protocol/wire/packets/send';
import { NO_SETTING } from '@storefront/protocol/wire/setting';
import { withStreamLayout } from '@storefront/protocol/client/stream-address';
import { DEFAULT_STREAM_LAYOUT, type StreamLayout } from '@storefront/protocol/wire/stream-layout';
import { WebSocket } from 'ws';

// A bare protocol peer for the gateway's tests: it speaks packets directly (any version, any device
// flag, wrong keys on purpose) and records every WebSocket message it gets, so a test sees exactly
// what the gateway put on the wire.

export interface RawConnectOptions {
  uid: string;
  token: string;
  version?: number;
  deviceFlag?: number;
  /** Replaces the real public key (base64) in CONNECT. */
  clientKey?: string;
  /** Asks for streamed messages in this layout (`?stream=` on the socket's URL). */
  streams?: StreamLayout;
}

const utf8 = new TextEncoder();

export class RawChatSocket {
  readonly packets: Packet[] = [];
  /** Raw WebSocket messages received, one per packet if the gateway behaves. */
  readonly messages: Uint8Array[] = [];
  closed = false;
  version: number;
  /** The stream layout this peer asked for (RECVs are decoded in it; the codec's default if none). */
  streams: StreamLayout | undefined;
  keys: SessionKeys | undefined;
  connack: ConnackPacket | undefined;
  private readonly splitter = new FrameSplitter();
  private readonly waiters = new Set<() => void>();
  private clientSeq = 0;

  private constructor(readonly socket: WebSocket) {
    this.version = PROTOCOL_VERSION;
    socket.binaryType = 'nodebuffer';
    socket.on('message', (data: Buffer) => {
      const bytes = new Uint8Array(data);
      this.messages.push(bytes);
      const split = this.splitter.push(bytes);
      for (const frame of split.frames) {
        const decoded = decodePacket(frame, {
          version: this.version,
          streamLayout: this.streams ?? DEFAULT_STREAM_LAYOUT,
        });
        if (decoded.ok) this.packets.push(decoded.value);
      }
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  static open(url: string): Promise<RawChatSocket> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawChatSocket(socket)));
      socket.once('error', reject);
    });
  }

  /** Opens, sends CONNECT and waits for CONNACK (keys derived when it says success). */
  static async connect(url: string, options: RawConnectOptions): Promise<RawChatSocket> {
    const raw = await RawChatSocket.open(
      options.streams ? withStreamLayout(url, options.streams) : url,
    );
    raw.streams = options.streams;
    await raw.handshake(options);
    return raw;
  }

  async handshake(options: RawConnectOptions): Promise<ConnackPacket> {
    const pair = nodeCrypto.generateKeyPair();
    const clientKey =
      options.clientKey ?? new TextDecoder().decode(nodeCrypto.encodeBase64(pair.publicKey));
    this.sendPacket({
      type: PacketType.CONNECT,
      flags: NO_FLAGS,
      version: options.version ?? PROTOCOL_VERSION,
      deviceFlag: options.deviceFlag ?? 1,
      deviceID: 'raw-test-device',
      uid: options.uid,
      token: options.token,
      clientTimestamp: BigInt(Date.now()),
      clientKey,
    });
    const connack = await this.next(PacketType.CONNACK);
    this.connack = connack;
    if (connack.reasonCode === 1) {
      // What the official client does: the lower of the server's version and its own.
      this.version = Math.min(connack.serverVersion ?? options.version ?? 4, options.version ?? 4);
      this.keys = deriveSessionKeys(nodeCrypto, {
        secretKey: pair.secretKey,
        peerPublicKey: nodeCrypto.decodeBase64(utf8.encode(connack.serverKey)),
        salt: connack.salt,
      });
    }
    return connack;
  }

  sendPacket(packet: Packet): void {
    const frame = encodePacket(packet, {
      version: this.version,
      streamLayout: this.streams ?? DEFAULT_STREAM_LAYOUT,
    });
    if (!frame.ok) throw new Error(`cannot encode: ${frame.error.kind}`);
    this.socket.send(frame.value);
  }

  sendBytes(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  /**
   * A sealed SEND of a text (or of any content JSON, given as an object); `overrides` change fields
   * after sealing (to break it on purpose).
   */
  send(
    channelID: string,
    channelType: number,
    text: string | object,
    overrides: Partial<SendPacket> & { flags?: HeaderFlags } = {},
  ): SendPacket {
    if (!this.keys) throw new Error('not connected');
    const clientSeq = overrides.clientSeq ?? ++this.clientSeq;
    const clientMsgNo = overrides.clientMsgNo ?? `raw-${clientSeq}-${Math.random()}`;
    const sealed = this.keys.sealSend(
      { clientSeq, clientMsgNo, channelID, channelType },
      utf8.encode(JSON.stringify(typeof text === 'string' ? { type: 1, content: text } : text)),
    );
    const packet: SendPacket = {
      type: PacketType.SEND,
      flags: { ...NO_FLAGS, reddot: true },
      setting: NO_SETTING,
      clientSeq,
      clientMsgNo,
      channelID,
      channelType,
      expire: 0,
      msgKey: sealed.msgKey,
      payload: sealed.payload,
      ...overrides,
    };
    this.sendPacket(packet);
    return packet;
  }

  /** Waits for the next packet of a type not yet taken, and takes it. */
  async next<T extends Packet['type']>(type: T, timeoutMs = 3000): Promise<PacketOf<T>> {
    await this.waitFor(
      () => this.packets.some((p) => p.type === type),
      timeoutMs,
      `packet ${type}`,
    );
    const index = this.packets.findIndex((p) => p.type === type);
    return this.packets.splice(index, 1)[0] as PacketOf<T>;
  }

  /** Every packet of a type received so far (left in place). */
  all<T extends Packet['type']>(type: T): PacketOf<T>[] {
    return this.packets.filter((p): p is PacketOf<T> => p.type === type);
  }

  waitClosed(timeoutMs = 3000): Promise<boolean> {
    return this.waitFor(() => this.closed, timeoutMs, 'close');
  }

  waitFor(check: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<boolean> {
    if (check()) return Promise.resolve(true);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(true);
      };
      this.waiters.add(waiter);
    });
  }

  /** Opens a RECV's payload with this connection's keys, checking its msgKey. */
  open(recv: PacketOf<typeof PacketType.RECV>): string {
    const opened = this.keys!.openRecv(recv, recv.payload, recv.msgKey);
    if (!opened.ok) throw new Error(`RECV does not open: ${opened.reason}`);
    return new TextDecoder().decode(opened.plaintext);
  }

  close(): void {
    this.socket.terminate();
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
