import { vi } from 'vitest';

/** A call the screen made, as a peer backend would see it. */
export interface ApiCall {
  path: string;
  body: unknown;
}

/** The backend's envelope around every answer. */
export interface ApiAnswer {
  code: number;
  msg: string;
  data: unknown;
}

export function ok(data: unknown): ApiAnswer {
  return { code: 1, msg: 'ok', data };
}

/**
 * Stands in for the backend behind `fetch` for one test (Vitest's `unstubGlobals` undoes it).
 * `answer` gets each call with its full URL (for the query) and may hold it back by
 * answering later; no answer means the
 * screen asked for something it should not, so the call fails loudly.
 * Returns every call in order, recorded before it is answered.
 */
export function fakeApi(
  answer: (call: ApiCall, url: URL) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>,
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const call = { path: url.pathname, body };
      calls.push(call);
      const answered = await answer(call, url);
      if (!answered) throw new Error(`unexpected call ${url.pathname}`);
      return new Response(JSON.stringify(answered), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
