import {
  DEVICE_FLAG,
  HEARTBEAT_INTERVAL_MS,
  PING_MAX_RETRIES,
  PING_TIMEOUT_DELAY_REPORT,
  PONG_TIMEOUT_MS,
  PROTOCOL_VERSION,
  RECONNECT_DELAY_MS,
} from '../constants';
import type { ChatKeyPair, ClientCrypto } from '../crypto/chat-crypto';
import type { ClientSessionKeys } from '../crypto/session-keys';
import { deriveClientSessionKeys } from '../crypto/session-keys';
import { decodePacket, encodePacket } from '../wire/codec';
import { ConnectStatus } from '../wire/connect-status';
import { NO_FLAGS } from '../wire/frame-header';
import { FrameSplitter } from '../wire/frame-splitter';
import type { Packet } from '../wire/packet';
import { PacketType, packetTypeName } from '../wire/packet-type';
import type { ConnackPacket } from '../wire/packets/connack';
import type { DisconnectPacket } from '../wire/packets/disconnect';
import { PING } from '../wire/packets/heartbeat';
import { ReasonCode } from '../wire/reason-code';
import { DEFAULT_STREAM_LAYOUT } from '../wire/stream-layout';
import { describeWireError } from '../wire/wire-error';
import { ListenerSet } from './listeners';
import type { ChatLogger } from './log';
import { withStreamLayout } from './stream-address';
import type { ChatSocket, ChatSocketConstructor } from './transport';
import { frameBytes, resolveSocketConstructor, SOCKET_OPEN } from './transport';

/** A socket's key pair: `ready` while the backend makes it, `pair` once made. */
interface PendingKeyPair {
  pair: ChatKeyPair | undefined;
  ready: Promise<ChatKeyPair> | undefined;
}

export interface ConnectionConfig {
  uid: string;
  token: string;
  /** Socket address, e.g. `ws://127.0.0.1:8080/chat`; ignored when the address provider gives a callback. */
  address?: string;
  /** The app's address callback, looked up on every (re)connect so it can be set late. */
  addressProvider?: () => (() => Promise<string> | string) | undefined;
  /** WebSocket constructor; defaults to the platform's global `WebSocket`. */
  WebSocket?: ChatSocketConstructor;
  crypto: ClientCrypto;
  logger: ChatLogger;
}

/** What the connection hands upwards. */
export interface ConnectionHooks {
  /** CONNACK success, keys derived: re-subscribe and flush what is unsent. */
  connected(): void;
  /** The socket is gone: drop whatever was waiting to be written to it. */
  socketGone(): void;
  /**
   * RECV, SENDACK and SUBACK, in arrival order: the next packet waits until the promise a call
   * returns has settled (a RECV's decryption), so handling order is arrival order.
   */
  packet(packet: Packet): void | Promise<void>;
}

const ascii = new TextDecoder();
const asciiBytes = new TextEncoder();

/** A device id in the SDK's shape: 32 hex digits and the web suffix `W`. */
function newDeviceID(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}W`;
}

/**
 * The connection state machine of spec section 4: socket, CONNECT/CONNACK handshake and keys,
 * heartbeat with PONG timeout, kick, reconnect. Frames are reassembled by the wire FrameSplitter.
 */
export class Connection {
  /** (status, reasonCode): 1 on success, the server's code on ConnectFail/ConnectKick, else 0. */
  readonly statusChanges: ListenerSet<[ConnectStatus, number]>;
  /** Ping round trip in milliseconds; 9999 when the server stopped answering. */
  readonly delayReports: ListenerSet<[number]>;
  status: ConnectStatus = ConnectStatus.Disconnect;
  /** Protocol version of the current connection, from CONNACK; it decides packet layouts. */
  version = PROTOCOL_VERSION;
  /** Keys of the current connection, set on CONNACK success. */
  sessionKeys: ClientSessionKeys | undefined;
  /** Node the server says we are on (server version 4 and up). */
  nodeId: bigint | undefined;
  /** Server clock minus ours, milliseconds. */
  timeDiff = 0n;
  readonly deviceID = newDeviceID();

  private socket: ChatSocket | undefined;
  private splitter = new FrameSplitter();
  /**
   * The connection's inbound pipeline: every decoded packet is handled after the one before it has
   * been (AES is asynchronous in browsers), so RECVs, SENDACKs and the CONNACK's key import keep
   * the order they arrived in.
   */
  private inbound: Promise<void> = Promise.resolve();
  private keyPair: ChatKeyPair | undefined;
  private wantReconnect = false;
  /** Bumped by every open and disconnect, so a late address answer is dropped. */
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pingRetries = 0;
  private pingSentAt = 0;

  constructor(
    private readonly config: ConnectionConfig,
    private readonly hooks: ConnectionHooks,
  ) {
    this.statusChanges = new ListenerSet('connect status', config.logger);
    this.delayReports = new ListenerSet('ping delay', config.logger);
  }

  /** Connects and keeps reconnecting after a close or an error until `disconnect`. */
  connect(): void {
    this.wantReconnect = true;
    this.open();
  }

  /** Closes on purpose: no reconnect. */
  disconnect(): void {
    this.wantReconnect = false;
    this.attempt += 1;
    this.clearReconnectTimer();
    this.dropSocket();
    this.setStatus(ConnectStatus.Disconnect, 0);
  }

  /**
   * Writes a packet if connected. Otherwise it is skipped with a log line: chat messages stay in
   * the client's sending queue and go out again after the next CONNACK.
   */
  send(packet: Packet): boolean {
    if (this.status !== ConnectStatus.Connected || this.socket?.readyState !== SOCKET_OPEN) {
      this.config.logger.warn(`socket not open: ${packetTypeName(packet.type)} not sent`);
      return false;
    }
    return this.write(this.socket, packet);
  }

  private open(): void {
    if (this.status === ConnectStatus.Connecting || this.status === ConnectStatus.Connected) {
      this.config.logger.debug('already connecting or connected');
      return;
    }
    this.clearReconnectTimer();
    const attempt = ++this.attempt;
    this.setStatus(ConnectStatus.Connecting, 0);
    const { address } = this.config;
    const connectAddress = this.config.addressProvider?.();
    if (!connectAddress) {
      if (address) this.openSocket(address);
      else this.lost('no chat address configured');
      return;
    }
    Promise.resolve()
      .then(connectAddress)
      .then(
        (url) => {
          if (attempt === this.attempt) this.openSocket(url);
        },
        (error: unknown) => {
          if (attempt === this.attempt) this.lost('the chat address could not be fetched', error);
        },
      );
  }

  private openSocket(address: string): void {
    // Streamed messages come in the layout this client decodes (the codec's default) only when it
    // asks for them; otherwise the gateway sends a streamed answer whole, at its end.
    const url = withStreamLayout(address, DEFAULT_STREAM_LAYOUT);
    let socket: ChatSocket;
    try {
      socket = new (resolveSocketConstructor(this.config.WebSocket))(url);
    } catch (error) {
      this.lost(`cannot open a socket to ${url}`, error);
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.splitter = new FrameSplitter();
    this.inbound = Promise.resolve();
    // This socket's key pair is made while it opens (by the platform's X25519 where the crypto
    // backend has one: no processor time on the page's thread).
    const keyPair = this.prepareKeyPair();
    socket.onopen = () => {
      if (this.socket === socket) this.sendConnect(socket, keyPair);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(socket, event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.lost('socket closed');
    };
    socket.onerror = (error) => {
      if (this.socket === socket) this.lost('socket error', error);
    };
  }

  /** A fresh key pair for one socket, begun as it opens when the backend answers later. */
  private prepareKeyPair(): PendingKeyPair {
    const pending: PendingKeyPair = { pair: undefined, ready: undefined };
    const crypto = this.config.crypto;
    if (crypto.connectionKeyPair) {
      pending.ready = crypto.connectionKeyPair().then((pair) => (pending.pair = pair));
      // Met by sendConnect, if the socket opens at all.
      pending.ready.catch(() => undefined);
    }
    return pending;
  }

  /** CONNECT, with the socket's own key pair: made now, or when it is ready. */
  private sendConnect(socket: ChatSocket, keyPair: PendingKeyPair): void {
    if (keyPair.pair || !keyPair.ready) {
      this.writeConnect(socket, keyPair.pair ?? this.config.crypto.generateKeyPair());
      return;
    }
    keyPair.ready.then(
      (pair) => {
        if (this.socket === socket && this.status === ConnectStatus.Connecting) {
          this.writeConnect(socket, pair);
        }
      },
      (error: unknown) => {
        if (this.socket === socket) this.lost('no key pair for the connection', error);
      },
    );
  }

  private writeConnect(socket: ChatSocket, keyPair: ChatKeyPair): void {
    this.keyPair = keyPair;
    this.version = PROTOCOL_VERSION;
    this.write(socket, {
      type: PacketType.CONNECT,
      flags: NO_FLAGS,
      version: PROTOCOL_VERSION,
      deviceFlag: DEVICE_FLAG,
      deviceID: this.deviceID,
      uid: this.config.uid,
      token: this.config.token,
      clientTimestamp: BigInt(Date.now()),
      clientKey: ascii.decode(this.config.crypto.encodeBase64(keyPair.publicKey)),
    });
  }

  private write(socket: ChatSocket, packet: Packet): boolean {
    const frame = encodePacket(packet, { version: this.version });
    if (!frame.ok) {
      this.config.logger.error(
        `${packetTypeName(packet.type)} not encodable: ${describeWireError(frame.error)}`,
      );
      return false;
    }
    socket.send(frame.value);
    return true;
  }

  private receive(socket: ChatSocket, data: unknown): void {
    const bytes = frameBytes(data);
    if (!bytes) {
      this.config.logger.warn('ignored a non-binary frame');
      return;
    }
    const split = this.splitter.push(bytes);
    // Frames are decoded in the pipeline too: a CONNACK before them may change the version.
    for (const frame of split.frames) {
      const copy = frame.slice();
      this.inOrder(socket, () => {
        const decoded = decodePacket(copy, { version: this.version });
        if (!decoded.ok) {
          this.lost(`undecodable packet: ${describeWireError(decoded.error)}`);
          return;
        }
        return this.route(decoded.value);
      });
    }
    if (!split.ok) {
      const error = split.error;
      this.inOrder(socket, () => this.lost(`broken stream: ${describeWireError(error)}`));
    }
  }

  /** Runs `task` after every earlier one of this socket, unless the socket is gone by then. */
  private inOrder(socket: ChatSocket, task: () => void | Promise<void>): void {
    this.inbound = this.inbound
      .then(() => (this.socket === socket ? task() : undefined))
      .catch((error: unknown) => this.config.logger.error('a received packet failed', error));
  }

  private route(packet: Packet): void | Promise<void> {
    switch (packet.type) {
      case PacketType.CONNACK:
        return this.onConnack(packet);
      case PacketType.PONG:
        return this.onPong();
      case PacketType.DISCONNECT:
        return this.onKick(packet);
      case PacketType.RECV:
      case PacketType.SENDACK:
      case PacketType.SUBACK:
        if (this.status === ConnectStatus.Connected) return this.hooks.packet(packet);
        return;
      default:
        this.config.logger.warn(`unsupported packet ${packetTypeName(packet.type)} ignored`);
    }
  }

  private async onConnack(packet: ConnackPacket): Promise<void> {
    if (this.status !== ConnectStatus.Connecting) {
      this.config.logger.warn('CONNACK outside a handshake ignored');
      return;
    }
    if (packet.reasonCode !== ReasonCode.success) {
      this.wantReconnect = false;
      this.dropSocket();
      this.setStatus(ConnectStatus.ConnectFail, packet.reasonCode);
      return;
    }
    const keyPair = this.keyPair;
    const socket = this.socket;
    if (!keyPair || !socket) return;
    let keys: ClientSessionKeys;
    try {
      keys = await deriveClientSessionKeys(this.config.crypto, {
        secretKey: keyPair.secretKey,
        peerPublicKey: this.config.crypto.decodeBase64(asciiBytes.encode(packet.serverKey)),
        salt: packet.salt,
      });
    } catch (error) {
      if (this.socket === socket) this.lost('the server key is unusable', error);
      return;
    }
    if (this.socket !== socket || this.status !== ConnectStatus.Connecting) return;
    this.sessionKeys = keys;
    // Without the byte the server predates versioned CONNACKs; we keep the layouts we asked for.
    this.version = Math.min(packet.serverVersion ?? PROTOCOL_VERSION, PROTOCOL_VERSION);
    this.nodeId = packet.nodeId;
    this.timeDiff = packet.timeDiff;
    this.status = ConnectStatus.Connected;
    this.pingRetries = 0;
    this.startHeartbeat();
    this.hooks.connected();
    this.statusChanges.emit(ConnectStatus.Connected, packet.reasonCode);
  }

  private onKick(packet: DisconnectPacket): void {
    this.config.logger.warn(`kicked by the server (${packet.reasonCode}): ${packet.reason}`);
    this.wantReconnect = false;
    this.dropSocket();
    this.setStatus(ConnectStatus.ConnectKick, packet.reasonCode);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (this.pongTimer === undefined) this.ping();
    }, HEARTBEAT_INTERVAL_MS);
  }

  private ping(): void {
    this.pingSentAt = Date.now();
    this.send(PING);
    this.pongTimer = setTimeout(() => this.pongMissed(), PONG_TIMEOUT_MS);
  }

  private pongMissed(): void {
    this.pongTimer = undefined;
    this.pingRetries += 1;
    if (this.pingRetries <= PING_MAX_RETRIES) {
      this.config.logger.debug(`no PONG; ping retry ${this.pingRetries}`);
      this.ping();
      return;
    }
    this.config.logger.warn('the server stopped answering pings; reconnecting');
    this.delayReports.emit(PING_TIMEOUT_DELAY_REPORT);
    this.dropSocket();
    this.setStatus(ConnectStatus.Disconnect, 0);
    if (this.wantReconnect) this.open();
  }

  private onPong(): void {
    if (this.pongTimer !== undefined) clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    this.pingRetries = 0;
    this.delayReports.emit(Date.now() - this.pingSentAt);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== undefined) clearInterval(this.heartbeatTimer);
    if (this.pongTimer !== undefined) clearTimeout(this.pongTimer);
    this.heartbeatTimer = undefined;
    this.pongTimer = undefined;
  }

  /** The socket failed (closed, errored, spoke garbage): Disconnect, then retry in 3 s if wanted. */
  private lost(reason: string, error?: unknown): void {
    this.config.logger.warn(`connection lost: ${reason}`, ...(error === undefined ? [] : [error]));
    this.dropSocket();
    this.setStatus(ConnectStatus.Disconnect, 0);
    if (this.wantReconnect) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer !== undefined) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.wantReconnect) this.open();
    }, RECONNECT_DELAY_MS);
  }

  private clearReconnectTimer(): void {
    if (this.reconnectTimer !== undefined) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
  }

  private dropSocket(): void {
    this.stopHeartbeat();
    this.sessionKeys = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    // No-ops rather than null: `ws` throws an 'error' event with no listener when closed early.
    socket.onopen = () => {};
    socket.onmessage = () => {};
    socket.onclose = () => {};
    socket.onerror = () => {};
    try {
      socket.close();
    } catch (error) {
      this.config.logger.debug('socket close failed', error);
    }
    this.hooks.socketGone();
  }

  private setStatus(status: ConnectStatus, reasonCode: number): void {
    if (this.status === status) return;
    this.status = status;
    this.statusChanges.emit(status, reasonCode);
  }
}
