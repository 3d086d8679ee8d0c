// Test support: a fake WebSocket the client opens, and the server's side of it speaking real bytes
// (the wire module's encoders and decoders, the crypto module's key exchange and sealing).
import { PROTOCOL_VERSION } from '../constants';
import type { ChatKeyPair } from '../crypto/chat-crypto';
import { nodeCrypto } from '../crypto/node-crypto';
import type { SessionKeys } from '../crypto/session-keys';
import { deriveSessionKeys } from '../crypto/session-keys';
import { decodePacket, encodePacket } from '../wire/codec';
import { NO_FLAGS } from '../wire/frame-header';
import type { HeaderFlags } from '../wire/frame-header';
import type { Packet, PacketOf } from '../wire/packet';
import { PacketType } from '../wire/packet-type';
import type { RecvPacket } from '../wire/packets/recv';
import { ReasonCode } from '../wire/reason-code';
import { NO_SETTING } from '../wire/setting';
import type { Setting } from '../wire/setting';
import type { ChatSocket, ChatSocketConstructor, SocketMessageEvent } from './transport';

// The server's side seals synchronously on OpenSSL (it is not the code under test).
const crypto = nodeCrypto;
const ascii = new TextDecoder();
const asciiBytes = new TextEncoder();

export class FakeSocket implements ChatSocket {
  binaryType = 'blob';
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: SocketMessageEvent) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** Frames the client wrote, in order. */
  readonly written: Uint8Array[] = [];
  /** When each of `written` was written (`Date.now()`). */
  readonly writtenAt: number[] = [];
  closedByClient = false;
  /** Protocol version the server speaks on this socket (set by `accept`). */
  version = PROTOCOL_VERSION;
  keys: SessionKeys | undefined;
  private serverKeyPair: ChatKeyPair | undefined;

  constructor(readonly url: string) {}

  private readonly writeWaiters: (() => void)[] = [];

  send(data: Uint8Array): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.written.push(Uint8Array.from(data));
    this.writtenAt.push(Date.now());
    for (const wake of this.writeWaiters.splice(0)) wake();
  }

  /** Settles once the client has written CONNECT (at once if it has). */
  async connectWritten(): Promise<void> {
    while (this.packetsOf(PacketType.CONNECT).length === 0) {
      await new Promise<void>((resolve) => this.writeWaiters.push(resolve));
    }
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // --- the server's side ---

  /** The socket opens: the client writes CONNECT. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** Every packet the client wrote, decoded at the socket's version. */
  packets(): Packet[] {
    return this.written.map((frame) => {
      const decoded = decodePacket(frame, { version: this.version });
      if (!decoded.ok)
        throw new Error(`client wrote an undecodable frame: ${JSON.stringify(decoded.error)}`);
      return decoded.value;
    });
  }

  packetsOf<T extends Packet['type']>(type: T): PacketOf<T>[] {
    return this.packets().filter((p): p is PacketOf<T> => p.type === type);
  }

  connectPacket(): PacketOf<typeof PacketType.CONNECT> {
    const connect = this.packetsOf(PacketType.CONNECT)[0];
    if (!connect) throw new Error('no CONNECT written');
    return connect;
  }

  /** Answers CONNECT with a CONNACK; on success both sides derive the same session keys. */
  accept(reasonCode: number = ReasonCode.success, serverVersion = PROTOCOL_VERSION): void {
    const connect = this.connectPacket();
    this.serverKeyPair = crypto.generateKeyPair();
    const salt = 'salt-0123456789abcdef-xyz';
    if (reasonCode === ReasonCode.success) {
      this.keys = deriveSessionKeys(crypto, {
        secretKey: this.serverKeyPair.secretKey,
        peerPublicKey: crypto.decodeBase64(asciiBytes.encode(connect.clientKey)),
        salt,
      });
    }
    this.push(
      {
        type: PacketType.CONNACK,
        serverVersion,
        timeDiff: 0n,
        reasonCode,
        serverKey: ascii.decode(crypto.encodeBase64(this.serverKeyPair.publicKey)),
        salt,
        nodeId: 1n,
      },
      connect.version,
    );
    this.version = Math.min(serverVersion, connect.version);
  }

  /** Encodes and delivers a packet as one WebSocket message. */
  push(packet: Packet, version = this.version): void {
    this.deliver(this.frame(packet, version));
  }

  frame(packet: Packet, version = this.version): Uint8Array {
    const encoded = encodePacket(packet, { version });
    if (!encoded.ok) throw new Error(`cannot encode ${packet.type}`);
    return encoded.value;
  }

  /** Delivers raw bytes as one WebSocket message (an ArrayBuffer, as browsers do). */
  deliver(bytes: Uint8Array): void {
    const copy = Uint8Array.from(bytes);
    this.onmessage?.({ data: copy.buffer });
  }

  /** A RECV of `plaintext`, sealed with this connection's keys (or a wrong msgKey). */
  recv(
    fields: {
      messageID: bigint;
      messageSeq: number;
      fromUID: string;
      channelID: string;
      channelType: number;
      plaintext: Uint8Array;
      clientMsgNo?: string;
      timestamp?: number;
      flags?: HeaderFlags;
      setting?: Setting;
      streamNo?: string;
      streamFlag?: number;
      streamId?: bigint;
    },
    tamper = false,
  ): RecvPacket {
    if (!this.keys) throw new Error('not connected');
    const clientMsgNo = fields.clientMsgNo ?? `srv-${fields.messageID}`;
    const timestamp = fields.timestamp ?? 1_700_000_000;
    const sealed = this.keys.sealRecv(
      {
        messageID: fields.messageID,
        messageSeq: fields.messageSeq,
        clientMsgNo,
        timestamp,
        fromUID: fields.fromUID,
        channelID: fields.channelID,
        channelType: fields.channelType,
      },
      fields.plaintext,
    );
    const packet: RecvPacket = {
      type: PacketType.RECV,
      flags: fields.flags ?? { ...NO_FLAGS, reddot: true },
      setting: fields.setting ?? NO_SETTING,
      msgKey: tamper ? sealed.msgKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) : sealed.msgKey,
      fromUID: fields.fromUID,
      channelID: fields.channelID,
      channelType: fields.channelType,
      clientMsgNo,
      messageID: fields.messageID,
      messageSeq: fields.messageSeq,
      timestamp,
      payload: sealed.payload,
    };
    if (fields.streamNo !== undefined) {
      packet.streamFlag = fields.streamFlag ?? 0;
      packet.streamNo = fields.streamNo;
      packet.streamId = fields.streamId ?? 1n;
    }
    this.push(packet);
    return packet;
  }

  /** Opens a SEND the client wrote, checking its msgKey the way a gateway does. */
  openSend(packet: PacketOf<typeof PacketType.SEND>): Uint8Array {
    if (!this.keys) throw new Error('not connected');
    const opened = this.keys.openSend(packet, packet.payload, packet.msgKey);
    if (!opened.ok) throw new Error(`SEND refused: ${opened.reason}`);
    return opened.plaintext;
  }

  sendack(clientSeq: number, reasonCode: number = ReasonCode.success, messageSeq = 1): void {
    this.push({
      type: PacketType.SENDACK,
      flags: NO_FLAGS,
      messageID: 900_000n + BigInt(clientSeq),
      clientSeq,
      messageSeq,
      reasonCode,
    });
  }

  /** The server closes the socket. */
  serverClose(): void {
    this.readyState = 3;
    this.onclose?.({});
  }

  serverError(): void {
    this.onerror?.(new Error('network down'));
  }
}

/** Hands the client a fake socket per connection attempt and keeps them for the test to drive. */
export class FakeChatServer {
  readonly sockets: FakeSocket[] = [];
  readonly WebSocket: ChatSocketConstructor;

  constructor() {
    const sockets = this.sockets;
    this.WebSocket = class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    };
  }

  get latest(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('the client opened no socket');
    return socket;
  }

  /** Opens the latest socket and completes the handshake (a client that writes CONNECT at once). */
  handshake(reasonCode: number = ReasonCode.success, serverVersion = PROTOCOL_VERSION): FakeSocket {
    const socket = this.latest;
    socket.open();
    socket.accept(reasonCode, serverVersion);
    return socket;
  }

  /**
   * `handshake` for a client whose CONNECT waits for its key pair (a browser backend's platform
   * X25519, `connectionKeyPair`): opens the latest socket, waits for CONNECT, then answers it.
   */
  async handshakeAsync(
    reasonCode: number = ReasonCode.success,
    serverVersion = PROTOCOL_VERSION,
  ): Promise<FakeSocket> {
    const socket = this.latest;
    socket.open();
    await socket.connectWritten();
    socket.accept(reasonCode, serverVersion);
    return socket;
  }
}

/**
 * Lets the client's pipelines run to their end. With `nodeCrypto` on the client, every AES answer
 * is an already settled promise, so a bounded number of microtask turns is enough; no timer runs.
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 2000; i++) await Promise.resolve();
}
