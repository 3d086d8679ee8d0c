import type { Duplex } from 'node:stream';

// Packets sent to a connection in one turn of the event loop (a SENDACK and RECVs, a burst of RECVs)
// leave in one write: the first send of a turn corks the connection's TCP socket, and one immediate
// at the end of the turn uncorks every socket corked in it. ws still frames every message itself
// (WebSocket.send); corking only gathers its writes, as ws does around each message's two chunks.

const corked: Duplex[] = [];

function uncorkAll(): void {
  // A socket corked during this loop (by a write's callback) waits for the next turn.
  const now = corked.splice(0);
  for (const stream of now) stream.uncork();
}

/** Call before each send to `stream` in this turn: it is corked once, uncorked when the turn ends. */
export function queueSend(stream: Duplex): void {
  if (stream.writableCorked > 0 || stream.destroyed) return;
  if (corked.length === 0) setImmediate(uncorkAll);
  stream.cork();
  corked.push(stream);
}
