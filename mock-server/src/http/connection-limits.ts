// What one client may hold of the server's connections, and for how long a request may take to
// arrive (docs/security.md, "Slow clients"). Node's HTTP server enforces the deadlines; it
// looks for expired requests every `checkEveryMs`, so a deadline holds within that much.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../domain/client-key';

export interface ServerLimits {
  /** From a request's first byte to the end of its headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** How often Node looks for requests past a deadline (`connectionsCheckingInterval`). */
  checkEveryMs: number;
  /**
   * Open connections (TCP, the chat's WebSockets included) one client may hold: per IPv4
   * address, per /64 of IPv6 (src/domain/client-key.ts); one more is closed at once.
   */
  connectionsPerClient: number;
}

export const SERVER_LIMITS: Readonly<ServerLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkEveryMs: 1_000,
  connectionsPerClient: 64,
};

/** The limits with `changes` applied; Node wants the headers' deadline within the request's. */
export function serverLimits(changes: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...SERVER_LIMITS, ...changes };
  limits.headersTimeoutMs = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return limits;
}

/** Fastify's server options for the deadlines (it creates the HTTP server with `http`). */
export function deadlineOptions(limits: ServerLimits) {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    // Fastify sets the server's requestTimeout again from its own option (0: none by default).
    requestTimeout: limits.requestTimeoutMs,
  };
}

/**
 * Closes, as soon as it opens, a connection beyond `limits.connectionsPerClient` from one client:
 * nothing is read from it and nothing answered. Counted until the socket closes, so a WebSocket
 * (the chat) counts as long as it is open.
 */
export function limitConnectionsPerClient(server: Server, limits: ServerLimits): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = clientKey(socket.remoteAddress ?? '');
    const count = open.get(key) ?? 0;
    if (count >= limits.connectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
