import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { npmStartNodeFlags, startMockServer, stopProcess } from '../../tools/harness/mock-server';
import { CONTROL_TOKEN_HEADER } from '../src/control/control-guard';

// The mock-server as the HTTP and growth parts of the bench run it: started the way `npm start`
// starts it (its Node options) by the repository's one harness (tools/harness/mock-server.ts), on
// 127.0.0.1 and a free port, with its state in a DATA_DIR of the bench's, `LOG_LEVEL=warn`
// (without the per-request line `npm start` logs at `info`) and the service agent off. Timed from
// the spawn to its first answered request.

/** The control token of the mock-servers a bench starts (their /__mock/limits is raised). */
export const BENCH_CONTROL_TOKEN = randomBytes(24).toString('base64url');

export interface ShopServer {
  url: string;
  process: ChildProcess;
  /** From the spawn to the first answered request, ms. */
  startupMs: number;
}

/** Starts the mock-server on `dataDir` and waits for its first answer. */
export async function startShop(dataDir: string, nodeOptions: string[] = []): Promise<ShopServer> {
  return startMockServer(
    {
      MOCK_CONTROL_TOKEN: BENCH_CONTROL_TOKEN,
      DATA_DIR: dataDir,
      WEB_BUILD: join(dataDir, 'no-web'),
      CHAT_AGENT: 'off',
    },
    {
      nodeFlags: [...npmStartNodeFlags(), ...nodeOptions],
      stdout: 'ignore',
      readyPath: '/api/index/category',
    },
  );
}

/** Ends a bench server. */
export const stop = stopProcess;

/** A call of the control API (/__mock/...), which answers `{ok, ...}`. */
export async function control(
  url: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/__mock${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      [CONTROL_TOKEN_HEADER]: BENCH_CONTROL_TOKEN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok || answer.ok !== true) {
    throw new Error(`/__mock${path} answered ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}
