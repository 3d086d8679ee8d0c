import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTraffic, recordedTrafficJunit } from '@storefront/contracts/verify/traffic-junit';
import { artifactsDir } from './artifacts';
import { repoRoot, startMockServer } from '../../../tools/harness/mock-server';
import { requireWebBuild } from '../../../tools/harness/web-build';

/**
 * Starts the real stack once for all journeys: the mock-server with in-memory state on a free
 * loopback port, serving the pages of web/build (built by the e2e script before Playwright starts). With
 * E2E_VIA_PROXY=1, a second mock-server in proxy mode (UPSTREAM) stands in front of it: the
 * browser talks to the proxy, the control API to the upstream.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // WEB_BUILD (the mock-server's own setting) serves another build folder than web/build.
  requireWebBuild('production');
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
  const stack = await startMockServer({ MOCK_CONTROL_TOKEN: controlToken });
  const proxy =
    process.env.E2E_VIA_PROXY === '1'
      ? await startMockServer({
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
