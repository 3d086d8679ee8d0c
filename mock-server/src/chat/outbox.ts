import type { Duplex } from 'node:stream';

// What the gateway sends one connection in a turn of the event loop, framed here as WebSocket
// binary messages (RFC 6455, server to client: unmasked) and written to the TCP socket in one write
// when the turn ends. `ws` would frame each message itself, as two chunks (its header, then the
// data), and corking the socket only gathers those chunks into one writev; one buffer of whole
// frames costs the socket less and skips ws's per-message work. `ws` still reads, answers its own
// pings and closes: a close goes out only after `flush`, so nothing written before it is lost.

const FIN_BINARY = 0x82;
const U16_LENGTH = 126;
const U64_LENGTH = 127;

function headerLength(length: number): number {
  if (length < U16_LENGTH) return 2;
  return length <= 0xffff ? 4 : 10;
}

function writeHeader(target: Buffer, at: number, length: number): number {
  target[at] = FIN_BINARY;
  if (length < U16_LENGTH) {
    target[at + 1] = length;
    return at + 2;
  }
  if (length <= 0xffff) {
    target[at + 1] = U16_LENGTH;
    target.writeUInt16BE(length, at + 2);
    return at + 4;
  }
  target[at + 1] = U64_LENGTH;
  target.writeBigUInt64BE(BigInt(length), at + 2);
  return at + 10;
}

/** Outboxes with something queued; one immediate at the end of the turn flushes them all. */
const waiting: Outbox[] = [];

function flushWaiting(): void {
  // An outbox queued during this loop (by a write's callback) waits for the next turn.
  const now = waiting.splice(0);
  for (const outbox of now) outbox.flush();
}

export class Outbox {
  private readonly messages: Uint8Array[] = [];
  private bytes = 0;

  /** `open` says whether messages may still go out (the WebSocket is open). */
  constructor(
    private readonly stream: Duplex,
    private readonly open: () => boolean,
  ) {}

  /**
   * Queues one WebSocket message holding `message`. It is copied when the turn ends, so it may be a
   * view on pooled bytes that stay untouched until then (the codec's frames are).
   */
  push(message: Uint8Array): void {
    if (this.messages.length === 0) {
      if (waiting.length === 0) setImmediate(flushWaiting);
      waiting.push(this);
    }
    this.messages.push(message);
    this.bytes += headerLength(message.length) + message.length;
  }

  /** Writes what is queued now, as one buffer. Dropped when the socket can no longer take it. */
  flush(): void {
    const messages = this.messages;
    if (messages.length === 0) return;
    const bytes = this.bytes;
    this.bytes = 0;
    if (!this.open() || this.stream.destroyed || !this.stream.writable) {
      messages.length = 0;
      return;
    }
    const out = Buffer.allocUnsafe(bytes);
    let at = 0;
    for (const message of messages) {
      at = writeHeader(out, at, message.length);
      out.set(message, at);
      at += message.length;
    }
    messages.length = 0;
    this.stream.write(out);
  }

  /** Forgets what is queued (the connection is being dropped). */
  discard(): void {
    this.messages.length = 0;
    this.bytes = 0;
  }
}
