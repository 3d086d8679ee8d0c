import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Outbox } from './outbox';

// The outbox frames WebSocket messages itself; a `ws` client is the judge of the frames.

interface Connected {
  outbox: Outbox;
  server: WebSocket;
  stream: Duplex;
  client: WebSocket;
  /** Messages the client has received, in order. */
  received: Buffer[];
}

const servers: Server[] = [];
const streams: Duplex[] = [];

afterEach(async () => {
  // Upgraded sockets are no longer the HTTP server's to close.
  for (const stream of streams.splice(0)) stream.destroy();
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
  }
});

async function connect(): Promise<Connected> {
  const http = createServer();
  servers.push(http);
  const sockets = new WebSocketServer({ noServer: true });
  const accepted = new Promise<{ server: WebSocket; stream: Duplex }>((resolve) => {
    http.on('upgrade', (request, stream: Duplex, head) =>
      sockets.handleUpgrade(request, stream, head, (server) => resolve({ server, stream })),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`);
  const received: Buffer[] = [];
  client.on('message', (data: Buffer, isBinary) => {
    if (isBinary) received.push(data);
  });
  await new Promise((resolve) => client.once('open', resolve));
  const { server, stream } = await accepted;
  streams.push(stream);
  const outbox = new Outbox(stream, () => server.readyState === WebSocket.OPEN);
  return { outbox, server, stream, client, received };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

// Around each length boundary of the frame header: 7 bits, 16 bits, 64 bits.
const messageLength = fc.oneof(
  fc.integer({ min: 0, max: 300 }),
  fc.constantFrom(125, 126, 127, 65_535, 65_536, 70_000),
);

describe('the outbox', () => {
  it('delivers every message whole, in order, each its own WebSocket message', async () => {
    const connected = await connect();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          messageLength.chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
          { minLength: 1, maxLength: 6 },
        ),
        async (messages) => {
          connected.received.length = 0;
          for (const message of messages) connected.outbox.push(message);
          await until(() => connected.received.length >= messages.length);
          expect(connected.received.map((m) => m.toString('hex'))).toEqual(
            messages.map((m) => Buffer.from(m).toString('hex')),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('writes what one turn queues in a single write', async () => {
    const { outbox, stream, received } = await connect();
    const written = spyOnWrites(stream);
    outbox.push(Uint8Array.of(1));
    outbox.push(Uint8Array.of(2, 2));
    outbox.push(new Uint8Array(200));
    await until(() => received.length === 3);
    // Headers of 2, 2 and 4 bytes before 1, 2 and 200 bytes.
    expect(written.map((chunk) => chunk.length)).toEqual([2 + 1 + 2 + 2 + 4 + 200]);
  });

  it('sends what is queued before a close when flushed first', async () => {
    const { outbox, server, client, received } = await connect();
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    outbox.push(Uint8Array.of(9, 9, 9));
    outbox.flush();
    server.close(1000);
    expect(await closed).toBe(1000);
    expect(received.map((m) => [...m])).toEqual([[9, 9, 9]]);
  });

  it('drops what is queued once the WebSocket is no longer open', async () => {
    const { outbox, server, stream, client } = await connect();
    const written = spyOnWrites(stream);
    const closed = new Promise((resolve) => client.once('close', resolve));
    outbox.push(Uint8Array.of(1));
    server.close(1000);
    await closed;
    // The turn ends after the close: no binary frame (0x82) is written behind the close frame.
    await new Promise((resolve) => setImmediate(resolve));
    expect(written[0]?.[0]).toBe(0x88);
    expect(written.filter((chunk) => chunk[0] === 0x82)).toEqual([]);
  });
});

/** Every chunk written to the socket from now on. */
function spyOnWrites(stream: Duplex): Buffer[] {
  const written: Buffer[] = [];
  const write = stream.write.bind(stream);
  stream.write = ((chunk: Uint8Array, ...rest: never[]) => {
    written.push(Buffer.from(chunk));
    return write(chunk, ...rest);
  }) as typeof stream.write;
  return written;
}
