import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { STREAM_PARAMETER, streamLayoutNamed } from '@storefront/protocol/client/stream-address';
import { nodeCrypto } from '@storefront/protocol/crypto/node-crypto';
import type { StreamLayout } from '@storefront/protocol/wire/stream-layout';
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
 * The chat WebSocket: route GET /ws of the app (`@fastify/websocket`), so the upgrade request goes
 * through Fastify's hooks like any other (fault injection, logging, 404 for other paths). Binary
 * frames only; each connection is a ChatSession. A sweep closes connections past a deadline (no
 * CONNECT, an unfinished packet, silence) and redelivers unacknowledged RECVs.
 */
export class ChatGateway {
  private readonly sessions = new Map<WebSocket, ChatSession>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  readonly limits: ChatLimits;
  private readonly sessionSettings: SessionSettings;

  constructor(
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
    this.scheduleSweep();
  }

  /**
   * Registers @fastify/websocket and the route GET /ws on `app` (the root instance, before the
   * routes registered after it such as the web's static files). ws's own server keeps no client
   * list (the gateway has its sessions); its socket errors are the sessions' to handle.
   */
  async route(app: FastifyInstance): Promise<void> {
    await app.register(fastifyWebsocket, {
      options: {
        perMessageDeflate: false,
        maxPayload: MAX_WEBSOCKET_MESSAGE,
        clientTracking: false,
      },
      // An error on an accepted socket already dropped its session (accept's 'error' listener).
      errorHandler: (_error, socket) => {
        if (!this.sessions.has(socket)) socket.terminate();
      },
      // The gateway closes its connections itself (terminate: see close()).
      preClose: (done) => {
        this.close();
        done();
      },
    });
    // An upgrade request answered over HTTP (another path, an armed fault, a 401) leaves a socket
    // Node's HTTP server no longer owns, half open: end it with the answer. @fastify/websocket does
    // so only for requests that got past its own onRequest hook, after the fault hook.
    app.addHook('onResponse', (request, _reply, done) => {
      // Node sets `upgrade` on every request it emitted as 'upgrade' (untyped in @types/node 20).
      if ((request.raw as { upgrade?: boolean }).upgrade) request.raw.socket.destroy();
      done();
    });
    app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
      // The request log's line (app.ts logs in onResponse, which a hijacked upgrade never reaches).
      request.log.info(`${request.method} ${request.url} 101`);
      const stream = request.raw.socket;
      // Node gives an upgrade no response; @fastify/websocket assigns one to route the request.
      // Detached, the socket is ws's alone, as with a plain upgrade.
      (stream as { _httpMessage?: ServerResponse | null })._httpMessage?.detachSocket(
        stream as Socket,
      );
      this.accept(socket, stream, streamsAsked(request.url));
    });
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

  /** Closes every connection; a connection upgraded later is closed at once. */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.sweepTimer);
    for (const [socket, session] of this.sessions) {
      socket.terminate();
      session.closed();
    }
    this.sessions.clear();
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

  private accept(ws: WebSocket, stream: Duplex, streams: StreamLayout | undefined): void {
    if (this.stopped) return ws.terminate();
    ws.binaryType = 'nodebuffer';
    const session = new ChatSession(ws, stream, this.hub, this.sessionSettings, streams);
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
    this.hub.budgets.prune(now);
  }
}

/**
 * The stream layout the upgrade request's URL asks for (`/ws?stream=spec` or `?stream=2024`), or
 * undefined: then this connection gets a streamed answer whole, when its stream ends (docs/chat.md,
 * "Streams").
 */
function streamsAsked(url: string): StreamLayout | undefined {
  const query = url.indexOf('?');
  if (query < 0) return undefined;
  return streamLayoutNamed(new URLSearchParams(url.slice(query + 1)).get(STREAM_PARAMETER));
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}
