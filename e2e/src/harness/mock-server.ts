import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { freePort } from './free-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A server this harness started: its address and how to stop it. */
export interface StartedServer {
  url: string;
  stop: () => Promise<void>;
}

/** Polls `url` until it answers below 500 (or throws once `deadline`, a Date.now(), is past). */
export async function waitForAnswer(url: string, deadline: number, what: string): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await answer.body?.cancel();
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/**
 * Starts a mock-server (in-memory state, warnings only) on a free loopback port; `env` adds to or
 * overrides its environment. Answers its address and how to stop it.
 */
export async function startMockServer(
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'],
    {
      cwd: path.join(repoRoot, 'mock-server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await waitForAnswer(`${url}/api/user/language_list`, Date.now() + timeoutMs, 'the mock-server');
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}
