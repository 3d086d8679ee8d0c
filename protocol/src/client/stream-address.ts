import type { StreamLayout } from '../wire/stream-layout';

// A connection asks the chat gateway for streamed messages with a query parameter of its socket
// address, `?stream=spec` or `?stream=2024` (mock-server/docs/chat.md, "Streams"). Without it
// a streamed answer comes whole, as one plain message when its stream ends: what an official SDK
// reads whatever stream layout it was built for. The parameter says the layout the client's own
// decoder reads, so the client adds it, not the server's `ws_url`.

/** Name of the socket address's query parameter that asks for streams. */
export const STREAM_PARAMETER = 'stream';

/** The layout a parameter value names, or undefined for a missing or unknown one. */
export function streamLayoutNamed(value: string | null | undefined): StreamLayout | undefined {
  return value === 'spec' || value === '2024' ? value : undefined;
}

/**
 * `address` with `stream=<layout>` in its query (replacing any stream parameter it had). An address
 * that is not an absolute URL is returned as it is: the socket constructor reports it.
 */
export function withStreamLayout(address: string, layout: StreamLayout): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  url.searchParams.set(STREAM_PARAMETER, layout);
  return url.toString();
}
