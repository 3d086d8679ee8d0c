/**
 * The slice of the standard WebSocket API the chat runtime uses. Browsers' `WebSocket` and the `ws`
 * package's `WebSocket` (Node) both fit, and so does a fake socket in tests.
 */

// Handlers are declared with method syntax so both the DOM's and `ws`'s richer event types fit.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

export interface SocketMessageEvent {
  readonly data: unknown;
}

export interface ChatSocket {
  binaryType: string;
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<SocketMessageEvent> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  send(data: Uint8Array): void;
  close(): void;
}

export type ChatSocketConstructor = new (url: string) => ChatSocket;

/** `readyState` of an open socket, as in the WebSocket standard. */
export const SOCKET_OPEN = 1;

/** The constructor to use: the injected one, else the global `WebSocket` if the platform has one. */
export function resolveSocketConstructor(injected?: ChatSocketConstructor): ChatSocketConstructor {
  if (injected) return injected;
  const globalSocket = (globalThis as { WebSocket?: ChatSocketConstructor }).WebSocket;
  if (!globalSocket) {
    throw new Error(
      'No WebSocket available: pass a WebSocket constructor in the chat config (for Node 20, `WebSocket` from the `ws` package).',
    );
  }
  return globalSocket;
}

/** Turns a binary frame from either platform into bytes; text frames are not part of the protocol. */
export function frameBytes(data: unknown): Uint8Array | undefined {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (Array.isArray(data) && data.every((part) => part instanceof Uint8Array)) {
    // `ws` hands over fragments as an array of buffers when binaryType is 'fragments'.
    const parts = data as Uint8Array[];
    const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.byteLength;
    }
    return whole;
  }
  return undefined;
}
