import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTROL_TOKEN_HEADER } from '../src/control/control-guard';
import { SERVER_NODE_FLAGS } from './server-node-flags';

// The mock-server as the HTTP and growth parts of the bench run it: a child process started the way
// `npm start` starts it (its Node options, tsx, src/main.ts), on 127.0.0.1 and a free port, with its
// state in a DATA_DIR of the bench's, `LOG_LEVEL=warn` (without the per-request line `npm start`
// logs at `info`) and the service agent off. Timed from the spawn to its first answered request.

const MOCK_SERVER = fileURLToPath(new URL('..', import.meta.url));

/** The control token of the mock-servers a bench starts (their /__mock/limits is raised). */
export const BENCH_CONTROL_TOKEN = randomBytes(24).toString('base64url');

export interface ShopServer {
  url: string;
  process: ChildProcess;
  /** From the spawn to the first answered request, ms. */
  startupMs: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the mock-server on `dataDir` and waits for its first answer. */
export async function startShop(dataDir: string, nodeOptions: string[] = []): Promise<ShopServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeOptions, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: MOCK_SERVER,
      env: {
        ...process.env,
        MOCK_CONTROL_TOKEN: BENCH_CONTROL_TOKEN,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_BUILD: join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        CHAT_AGENT: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await firstAnswer(`${url}/api/index/category`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url, process: child, startupMs: performance.now() - startedAt };
}

export async function firstAnswer(
  url: string,
  child: ChildProcess,
  limitMs = 30_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no answer from ${url} within ${limitMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

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
