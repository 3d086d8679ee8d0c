import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { HEARTBEAT_INTERVAL_MS, PING_MAX_RETRIES } from '@storefront/protocol/constants';
import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import { DEFAULT_MAX_REMAINING_LENGTH } from '@storefront/protocol/wire/frame-splitter';
import type { ChatHub } from './chat-hub';
import { ChatSession, type SessionSettings } from './chat-session';
import type { RateLimit } from './rate-limiter';

/** The socket's path on the HTTP server. */
export const CHAT_SOCKET_PATH = '/ws';

export interface GatewayOptions {
  /** A connection that sends nothing for this long is closed (default 3 missed heartbeats, 180 s). */
  idleTimeoutMs?: number;
  /** SENDs per connection (default 100 a second, bursts of 200). */
  sendRate?: RateLimit;
  nodeId?: bigint;
  log?: (line: string) => void;
}

export const DEFAULT_IDLE_TIMEOUT_MS = PING_MAX_RETRIES * HEARTBEAT_INTERVAL_MS;
export const DEFAULT_SEND_RATE: RateLimit = { perSecond: 100, burst: 200 };

/**
 * The chat WebSocket on path /ws of the app's HTTP server (`ws` in noServer mode on the upgrade
 * event). Binary frames only; each connection is a ChatSession. An idle sweep closes silent
 * connections, those that never sent CONNECT included.
 */
export class ChatGateway {
  private readonly server = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    // A frame may be up to 1 MiB plus its header; the splitter checks the real limit.
    maxPayload: DEFAULT_MAX_REMAINING_LENGTH + 16,
  });
  private readonly sessions = new Map<WebSocket, ChatSession>();
  private readonly sweep: NodeJS.Timeout;
  private readonly idleTimeoutMs: number;
  private readonly sessionSettings: SessionSettings;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.upgrade(request, socket, head);

  constructor(
    private readonly http: Server,
    private readonly hub: ChatHub,
    options: GatewayOptions = {},
  ) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.sessionSettings = {
      crypto: nodeCrypto,
      nodeId: options.nodeId ?? 1n,
      sendRate: options.sendRate ?? DEFAULT_SEND_RATE,
      log: options.log ?? (() => {}),
    };
    http.on('upgrade', this.onUpgrade);
    this.sweep = setInterval(() => this.closeIdle(), Math.max(10, this.idleTimeoutMs / 4));
    this.sweep.unref();
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  /** Closes every connection and stops listening for upgrades. */
  close(): void {
    clearInterval(this.sweep);
    this.http.off('upgrade', this.onUpgrade);
    for (const [socket, session] of this.sessions) {
      socket.terminate();
      session.closed();
    }
    this.sessions.clear();
    this.server.close();
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
    ws.on('close', () => {
      this.sessions.delete(ws);
      session.closed();
    });
    ws.on('error', () => {
      this.sessions.delete(ws);
      session.drop();
    });
  }

  private closeIdle(): void {
    const silentSince = Date.now() - this.idleTimeoutMs;
    for (const [ws, session] of this.sessions) {
      if (session.lastSeen < silentSince) {
        this.sessions.delete(ws);
        session.drop();
      }
    }
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}
