import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningStack {
  /** `http://127.0.0.1:<port>`: the pages, the API and the chat, same origin as in production. */
  baseUrl: string;
  /** The token of the mock's control API (`x-mock-control-token`), chosen for this start. */
  controlToken: string;
  stop(): Promise<void>;
}

/**
 * Asks the OS for a free loopback port. (e2e/src/harness/free-port.ts does the same, but the web
 * workspace may not import e2e: the dependency direction of docs/architecture.md and eslint's boundaries.)
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(baseUrl: string, deadline: number, exited: () => boolean) {
  while (Date.now() < deadline && !exited()) {
    try {
      const answer = await fetch(`${baseUrl}/api/user/language_list`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the mock-server did not answer at ${baseUrl}`);
}

/**
 * Starts the mock-server (`tsx mock-server/src/main.ts`, React's production build) rendering the
 * pages of the web build (`webBuild`: client/ and server/) with fresh in-memory state (the seed:
 * catalog and demo shopper) on a free loopback port. Its /api traffic log and contract checks are
 * off (MOCK_TRAFFIC=off): a page server in production does neither, and the log would grow with
 * every request of the load test. `stop()` ends it (SIGTERM, SIGKILL after 5 s).
 */
export async function startStack(webBuild: string): Promise<RunningStack> {
  if (!existsSync(path.join(webBuild, 'server', 'index.js'))) {
    throw new Error(`${webBuild}/server/index.js is missing: run \`npm run build -w web\` first`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const controlToken = randomBytes(32).toString('base64url');
  const server = spawn(
    process.execPath,
    // The Node options of the mock-server's `npm start` (its package.json).
    [
      path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      '--max-semi-space-size=64',
      'src/main.ts',
    ],
    {
      cwd: path.join(repoRoot, 'mock-server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: '',
        WEB_BUILD: webBuild,
        LOG_LEVEL: 'warn',
        MOCK_TRAFFIC: 'off',
        MOCK_CONTROL_TOKEN: controlToken,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (hasExited) return;
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForServer(baseUrl, Date.now() + 30_000, () => hasExited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, controlToken, stop };
}
