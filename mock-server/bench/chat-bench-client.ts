import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import type { SessionKeys } from '@storefront/protocol/crypto/session-keys';
import { decodePacket, encodePacket } from '@storefront/protocol/wire/codec';
import { NO_FLAGS } from '@storefront/protocol/wire/frame-header';
import { FrameSplitter } from '@storefront/protocol/wire/frame-splitter';
import type { Packet } from '@storefront/protocol/wire/packet';
import { PacketType } from '@storefront/protocol/wire/packet-type';
import type { RecvPacket } from '@storefront/protocol/wire/packets/recv';
import type { SendackPacket } from '@storefront/protocol/wire/packets/sendack';
import { recvackFor } from '@storefront/protocol/wire/packets/recvack';
import { NO_SETTING } from '@storefront/protocol/wire/setting';
import { WebSocket } from 'ws';
import { KeyAgreement } from '../src/chat/key-agreement';

// A lean load-generating chat client: the full handshake (X25519, keys), sealed SENDs, checked and
// decrypted RECVs answered with RECVACK. No pacing, no conversations: the bench measures the gateway.

const utf8 = new TextEncoder();
const text = new TextDecoder();
const WIRE = { version: 4 };

export interface Delivery {
  from: string;
  text: string;
  at: number;
}

export class BenchChatClient {
  private socket: WebSocket | undefined;
  private keys: SessionKeys | undefined;
  private readonly splitter = new FrameSplitter();
  private clientSeq = 0;
  /** Size of the last frame of each packet type written or read, bytes. */
  readonly frameBytes = new Map<number, number>();
  onRecv: (delivery: Delivery) => void = () => {};
  onSendack: (ack: SendackPacket) => void = () => {};

  constructor(
    readonly uid: string,
    private readonly token: string,
  ) {}

  /** Opens the socket and completes CONNECT/CONNACK; rejects on anything but success. */
  connect(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      this.socket = socket;
      const agreement = new KeyAgreement();
      socket.binaryType = 'nodebuffer';
      socket.once('error', reject);
      socket.once('open', () => {
        this.write({
          type: PacketType.CONNECT,
          flags: NO_FLAGS,
          version: 4,
          deviceFlag: 1,
          deviceID: `${this.uid}W`,
          uid: this.uid,
          token: this.token,
          clientTimestamp: BigInt(Date.now()),
          clientKey: agreement.publicKey,
        });
      });
      socket.on('message', (data: Buffer) => {
        const split = this.splitter.push(data);
        for (const frame of split.frames) {
          const decoded = decodePacket(frame, WIRE);
          if (!decoded.ok) continue;
          const packet = decoded.value;
          this.frameBytes.set(packet.type, frame.length);
          if (packet.type === PacketType.CONNACK) {
            if (packet.reasonCode !== 1) return reject(new Error(`CONNACK ${packet.reasonCode}`));
            this.keys = agreement.sessionKeys(nodeCrypto, packet.serverKey, packet.salt);
            if (!this.keys) return reject(new Error('unusable server key'));
            resolve();
          } else if (packet.type === PacketType.RECV) {
            this.received(packet);
          } else if (packet.type === PacketType.SENDACK) {
            this.onSendack(packet);
          }
        }
      });
    });
  }

  /** A text to a person channel; returns its clientSeq. `noPersist`: delivered, not stored. */
  send(to: string, body: string, noPersist = false): number {
    const clientSeq = ++this.clientSeq;
    const clientMsgNo = `${this.uid}-${clientSeq}`;
    const sealed = this.keys!.sealSend(
      { clientSeq, clientMsgNo, channelID: to, channelType: 1 },
      utf8.encode(JSON.stringify({ type: 1, content: body })),
    );
    this.write({
      type: PacketType.SEND,
      flags: { ...NO_FLAGS, reddot: true, noPersist },
      setting: NO_SETTING,
      clientSeq,
      clientMsgNo,
      channelID: to,
      channelType: 1,
      expire: 0,
      msgKey: sealed.msgKey,
      payload: sealed.payload,
    });
    return clientSeq;
  }

  close(): void {
    this.socket?.terminate();
  }

  /** Stops reading the socket (a slow reader): what the server sends waits in its queue. */
  pause(): void {
    this.socket?.pause();
  }

  /** Resolves when the socket has closed (by either side). */
  closed(): Promise<void> {
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => socket.once('close', () => resolve()));
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private received(recv: RecvPacket): void {
    const opened = this.keys!.openRecv(recv, recv.payload, recv.msgKey);
    this.write(recvackFor(recv));
    if (!opened.ok) return;
    const content = JSON.parse(text.decode(opened.plaintext)) as { content: string };
    this.onRecv({ from: recv.fromUID, text: content.content, at: performance.now() });
  }

  private write(packet: Packet): void {
    const frame = encodePacket(packet, WIRE);
    if (!frame.ok) return;
    this.frameBytes.set(packet.type, frame.value.length);
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(frame.value);
  }
}
