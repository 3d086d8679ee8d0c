import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseTraffic, recordedTrafficJunit } from '@storefront/contracts/verify/traffic-junit';
import { artifactsDir } from './artifacts';
import { freePort } from './free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${url}/api/user/language_list`);
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the mock-server did not answer at ${url}`);
}

/** Starts a mock-server on a free loopback port; answers its address and how to stop it. */
async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
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
  await waitForServer(url, Date.now() + 30_000);
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

/**
 * Starts the real stack once for all journeys: the mock-server with in-memory state on a free
 * loopback port, serving the pages of web/build (built by the e2e script before Playwright starts). With
 * E2E_VIA_PROXY=1, a second mock-server in proxy mode (UPSTREAM) stands in front of it: the
 * browser talks to the proxy, the control API to the upstream.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'web/build/server/index.js'))) {
    throw new Error('web/build is missing: run `npm run build -w web` first (the e2e script does)');
  }
  if (!existsSync(path.join(repoRoot, 'web/dist-console/index.html'))) {
    throw new Error(
      'web/dist-console is missing: run `npm run build -w web` (or `build:console -w web`) first',
    );
  }
  // This run's exchanges only: the recorder appends, the teardown turns them into JUnit XML.
  const trafficFile = path.join(artifactsDir, 'contract-traffic.jsonl');
  rmSync(trafficFile, { force: true });
  // The control API's token for this run: the workers send it with every /__mock call.
  const controlToken = randomBytes(24).toString('base64url');
  const stack = await startServer({ MOCK_CONTROL_TOKEN: controlToken });
  const proxy =
    process.env.E2E_VIA_PROXY === '1'
      ? await startServer({
          MOCK_CONTROL_TOKEN: controlToken,
          UPSTREAM: stack.url,
          // The chat is the upstream's (its getWebSocketUrl names its socket): the CSP admits it.
          CHAT_WS_URL: `${stack.url.replace(/^http/, 'ws')}/ws`,
        })
      : undefined;
  process.env.E2E_BASE_URL = proxy?.url ?? stack.url;
  process.env.E2E_CONTROL_TOKEN = controlToken;
  if (proxy) {
    process.env.E2E_CONTROL_URL = stack.url;
    process.env.E2E_PROXY_URL = proxy.url;
  }
  return async () => {
    if (existsSync(trafficFile)) {
      const exchanges = parseTraffic(readFileSync(trafficFile, 'utf8'));
      writeFileSync(
        path.join(artifactsDir, 'contract-report.xml'),
        recordedTrafficJunit(exchanges, 'e2e recorded /api traffic'),
      );
    }
    await proxy?.stop();
    await stack.stop();
  };
}
