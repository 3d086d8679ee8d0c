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

/**
 * Starts the real stack once for all journeys: the mock-server with in-memory state on a free
 * loopback port, serving web/dist (built by the e2e script before Playwright starts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w web` first (the e2e script does)');
  }
  // This run's exchanges only: the recorder appends, the teardown turns them into JUnit XML.
  const trafficFile = path.join(artifactsDir, 'contract-traffic.jsonl');
  rmSync(trafficFile, { force: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The control API's token for this run: the workers send it with every /__mock call.
  const controlToken = randomBytes(24).toString('base64url');
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
        MOCK_CONTROL_TOKEN: controlToken,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitForServer(baseURL, Date.now() + 30_000);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_CONTROL_TOKEN = controlToken;
  return async () => {
    if (existsSync(trafficFile)) {
      const exchanges = parseTraffic(readFileSync(trafficFile, 'utf8'));
      writeFileSync(
        path.join(artifactsDir, 'contract-report.xml'),
        recordedTrafficJunit(exchanges, 'e2e recorded /api traffic'),
      );
    }
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
}
