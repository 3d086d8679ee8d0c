import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningStack {
  /** `http://127.0.0.1:<port>`: the API and the built web app, same origin as in production. */
  baseUrl: string;
  /** The token of the mock's control API (`x-mock-control-token`), chosen for this start. */
  controlToken: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free loopback port. */
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
 * Starts the mock-server serving the built web app (`webDist`) with fresh in-memory state (the
 * seed: catalog and demo shopper) on a free loopback port.
 */
export async function startStack(webDist: string): Promise<RunningStack> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: run \`npm run build -w web\` first`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const controlToken = randomBytes(32).toString('base64url');
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
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
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
