import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import type { ChatHub } from './chat-hub';
import { chatLimits, type ChatLimits } from './chat-limits';
import { ChatSession, type SessionSettings } from './chat-session';
import type { RateLimit } from './rate-limiter';

/** The socket's path on the HTTP server. */
export const CHAT_SOCKET_PATH = '/ws';

/**
 * Largest WebSocket message `ws` accepts (its maxPayload, fixed when the gateway starts): room for a
 * few packets of the largest SEND merged in one message. Larger: ws closes with 1009.
 */
export const MAX_WEBSOCKET_MESSAGE = 256 * 1024;

export interface GatewayOptions {
  /** Every limit and deadline (chat-limits.ts); shared, so changes apply to open connections. */
  limits?: ChatLimits;
  /** Shorthand for limits.idleTimeoutMs. */
  idleTimeoutMs?: number;
  /** Shorthand for limits.sendRate. */
  sendRate?: RateLimit;
  nodeId?: bigint;
  log?: (line: string) => void;
}

/** The DISCONNECT a connection gets when the shop session its chat token came from ends. */
export const SIGNED_OUT = { code: ReasonCode.authFail, text: 'signed out' } as const;

/**
 * The chat WebSocket on path /ws of the app's HTTP server (`ws` in noServer mode on the upgrade
 * event). Binary frames only; each connection is a ChatSession. A sweep closes connections past a
 * deadline (no CONNECT, an unfinished packet, silence) and redelivers unacknowledged RECVs.
 */
export class ChatGateway {
  private readonly server = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: MAX_WEBSOCKET_MESSAGE,
  });
  private readonly sessions = new Map<WebSocket, ChatSession>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  readonly limits: ChatLimits;
  private readonly sessionSettings: SessionSettings;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.upgrade(request, socket, head);

  constructor(
    private readonly http: Server,
    private readonly hub: ChatHub,
    options: GatewayOptions = {},
  ) {
    this.limits = options.limits ?? chatLimits();
    if (options.idleTimeoutMs !== undefined) this.limits.idleTimeoutMs = options.idleTimeoutMs;
    if (options.sendRate !== undefined) this.limits.sendRate = { ...options.sendRate };
    this.sessionSettings = {
      crypto: nodeCrypto,
      nodeId: options.nodeId ?? 1n,
      limits: this.limits,
      log: options.log ?? (() => {}),
    };
    http.on('upgrade', this.onUpgrade);
    this.scheduleSweep();
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  /** Bytes waiting to be sent, over every connection (ws's bufferedAmount). */
  queuedBytes(): number {
    let bytes = 0;
    for (const ws of this.sessions.keys()) bytes += ws.bufferedAmount;
    return bytes;
  }

  /** Closes every connection and stops listening for upgrades. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.sweepTimer);
    this.http.off('upgrade', this.onUpgrade);
    for (const [socket, session] of this.sessions) {
      socket.terminate();
      session.closed();
    }
    this.sessions.clear();
    this.server.close();
  }

  /**
   * Ends, with DISCONNECT authFail ("signed out"), every connection of `uid` whose chat token no
   * longer holds because its shop session ended (sign-out, password change, reset).
   */
  signedOut(uid: string): number {
    let ended = 0;
    for (const target of this.hub.sessionsOf(uid)) {
      const session = target as ChatSession;
      if (typeof session.stillSignedIn === 'function' && !session.stillSignedIn()) {
        session.kick(SIGNED_OUT.code, SIGNED_OUT.text);
        ended += 1;
      }
    }
    return ended;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CHAT_SOCKET_PATH) {
      // Nobody else takes upgrades on this server: refuse rather than leave the socket hanging.
      if (this.http.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => this.accept(ws, socket));
  }

  private accept(ws: WebSocket, stream: Duplex): void {
    ws.binaryType = 'nodebuffer';
    const session = new ChatSession(ws, stream, this.hub, this.sessionSettings);
    this.sessions.set(ws, session);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary) return session.drop();
      try {
        session.receive(toBytes(data));
      } catch (error) {
        // A bug must cost this connection, never the server.
        this.sessionSettings.log(`chat: dropping a connection after ${String(error)}`);
        session.drop();
      }
    });
    // A control frame is a whole frame too: it ends what was pending at the WebSocket level.
    ws.on('ping', () => session.frameCompleted());
    ws.on('pong', () => session.frameCompleted());
    ws.on('close', () => {
      this.sessions.delete(ws);
      session.closed();
    });
    ws.on('error', () => {
      this.sessions.delete(ws);
      session.drop();
    });
  }

  /** The sweep runs at a quarter of the shortest deadline (between 10 ms and 1 s). */
  private scheduleSweep(): void {
    if (this.stopped) return;
    const l = this.limits;
    const shortest = Math.min(
      l.connectDeadlineMs,
      l.packetDeadlineMs,
      l.idleTimeoutMs,
      l.recvRetryMs,
    );
    const every = Math.min(1000, Math.max(10, shortest / 4));
    this.sweepTimer = setTimeout(() => {
      this.sweep();
      this.scheduleSweep();
    }, every);
    this.sweepTimer.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [ws, session] of this.sessions) {
      if (!session.sweep(now)) this.sessions.delete(ws);
    }
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}
